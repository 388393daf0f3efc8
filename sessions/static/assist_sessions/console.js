/* The answer page: select a claim to see its evidence; keyboard shortcuts for reviewing.
   a / f / r: approve / needs fix / reject, then save and open the next answer in the filtered list;
   j / k: next / previous answer; c: select the next claim. Keys are ignored while typing. */
(function () {
  "use strict";
  function selectClaim(span) {
    document.querySelectorAll("span.seg.asv-selected").forEach(function (s) { s.classList.remove("asv-selected"); });
    document.querySelectorAll(".asv-claim-detail").forEach(function (d) { d.hidden = true; });
    var hint = document.getElementById("asv-claim-hint");
    if (!span) { if (hint) { hint.hidden = false; } return; }
    span.classList.add("asv-selected");
    var detail = document.getElementById("claim-" + span.dataset.claim);
    if (detail) { detail.hidden = false; if (hint) { hint.hidden = true; } }
  }
  function review(status) {
    var radio = document.querySelector('input[name="review_status"][value="' + status + '"]');
    var form = document.getElementById("assistanswer_form");
    if (!radio || !form) { return; }
    radio.checked = true;
    var next = document.createElement("input");
    next.type = "hidden"; next.name = "_savenext"; next.value = "1";
    form.appendChild(next);
    form.submit();
  }
  document.addEventListener("DOMContentLoaded", function () {
    var spans = Array.prototype.slice.call(document.querySelectorAll("span.seg[data-claim]"));
    spans.forEach(function (span) {
      span.addEventListener("click", function () { selectClaim(span); });
      span.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); selectClaim(span); }
      });
    });
    document.addEventListener("keydown", function (e) {
      var t = e.target;
      if (e.ctrlKey || e.metaKey || e.altKey) { return; }
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) { return; }
      var link;
      switch (e.key) {
        case "j": link = document.getElementById("asv-next"); if (link) { window.location = link.href; } break;
        case "k": link = document.getElementById("asv-prev"); if (link) { window.location = link.href; } break;
        case "a": review("APPROVED"); break;
        case "f": review("NEEDS_FIX"); break;
        case "r": review("REJECTED"); break;
        case "c": {
          var current = spans.findIndex(function (s) { return s.classList.contains("asv-selected"); });
          var nextSpan = spans[(current + 1) % Math.max(spans.length, 1)];
          if (nextSpan) { selectClaim(nextSpan); nextSpan.focus(); }
          break;
        }
        default: return;
      }
    });
  });
})();
