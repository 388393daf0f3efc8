/* The team review page: label claims from the keyboard, record the verdict.
   c selects the next claim (console.js); 1 / 2 / 3 label the selected claim supported / unsupported /
   contradicted and select the next one; a / f / r set the verdict and save (with the labels) and open
   the next answer. Clicking a row of the claims table selects that claim. Keys are ignored while typing. */
(function () {
  "use strict";
  var LABELS = { "1": "SUPPORTED", "2": "UNSUPPORTED", "3": "CONTRADICTED" };
  var VERDICTS = { a: "APPROVED", f: "NEEDS_FIX", r: "REJECTED" };
  function selectedKey() {
    var s = document.querySelector("span.seg.asv-selected");
    return s ? s.dataset.claim : null;
  }
  function select(key) {
    var span = document.querySelector('span.seg[data-claim="' + key + '"]');
    if (span) { span.click(); span.focus(); }
    document.querySelectorAll("tr[data-claim-row]").forEach(function (tr) {
      tr.classList.toggle("asv-selected-row", tr.dataset.claimRow === key);
    });
  }
  function nextKey(key) {
    var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-claim-row]"));
    var i = rows.findIndex(function (tr) { return tr.dataset.claimRow === key; });
    for (var j = i + 1; j < rows.length; j++) {
      if (rows[j].querySelector('input[type="radio"]')) { return rows[j].dataset.claimRow; }
    }
    return null;
  }
  function label(value) {
    var key = selectedKey();
    if (!key) {  // nothing selected yet: the first claim that needs a label
      var first = document.querySelector('tr[data-claim-row] input[type="radio"]');
      if (!first) { return; }
      key = first.closest("tr").dataset.claimRow;
    }
    var radio = document.querySelector('input[name="label-' + key + '"][value="' + value + '"]');
    if (!radio || radio.disabled) { return; }
    radio.checked = true;
    var next = nextKey(key);
    select(next || key);
  }
  function verdict(value) {
    var radio = document.querySelector('input[name="verdict"][value="' + value + '"]');
    var form = document.getElementById("assistanswer_form");
    if (!radio || !form) { return; }
    radio.checked = true;
    var next = document.createElement("input");
    next.type = "hidden"; next.name = "_savenext"; next.value = "1";
    form.appendChild(next);
    form.submit();
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("tr[data-claim-row] td.asv-claim-cell").forEach(function (td) {
      td.addEventListener("click", function () { select(td.parentNode.dataset.claimRow); });
    });
    document.addEventListener("keydown", function (e) {
      var t = e.target;
      if (e.ctrlKey || e.metaKey || e.altKey) { return; }
      if (t && (t.tagName === "INPUT" && t.type !== "radio" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) { return; }
      if (LABELS[e.key]) { e.preventDefault(); label(LABELS[e.key]); }
      else if (VERDICTS[e.key] && document.querySelector('input[name="verdict"]')) { e.preventDefault(); e.stopImmediatePropagation(); verdict(VERDICTS[e.key]); }
    }, true);
  });
})();
