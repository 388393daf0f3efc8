"""Use Google's own client library, google-cloud-discoveryengine, with assistsvc.

    pip install google-cloud-discoveryengine
    python scripts/google_client_example.py --endpoint http://127.0.0.1:8000 --api-key "$(cat var/demo-api-key.txt)"

The library talks to the service over its REST transport: ``client_options.api_endpoint`` is the
service's URL and the API key is the bearer token of the credentials. Sessions, ``get_session`` with
the answers' details, list paging and ``check_grounding`` work as against Google's service; errors come
back as the library's exceptions (``google.api_core.exceptions.NotFound``, ``InvalidArgument`` ...).
"""

from __future__ import annotations

import argparse

from google.api_core import exceptions
from google.api_core.client_options import ClientOptions
from google.cloud import discoveryengine_v1 as discoveryengine
from google.oauth2.credentials import Credentials


def clients(endpoint: str, api_key: str):
    """A SessionServiceClient and a GroundedGenerationServiceClient pointed at assistsvc."""
    options = ClientOptions(api_endpoint=endpoint)  # http://host:port (https:// in production)
    credentials = Credentials(token=api_key)  # sent as "Authorization: Bearer <api key>"
    sessions = discoveryengine.SessionServiceClient(credentials=credentials, transport="rest", client_options=options)
    grounding = discoveryengine.GroundedGenerationServiceClient(credentials=credentials, transport="rest", client_options=options)
    return sessions, grounding


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--endpoint", default="http://127.0.0.1:8000")
    parser.add_argument("--api-key", required=True)
    parser.add_argument("--engine", default="projects/demo/locations/global/collections/default_collection/engines/demo-engine")
    args = parser.parse_args()
    sessions, grounding = clients(args.endpoint, args.api_key)

    # create, update, read and delete a session
    session = sessions.create_session(parent=args.engine, session=discoveryengine.Session(display_name="From the Google client", user_pseudo_id="u-42"))
    print("created", session.name)
    session.display_name = "Renamed"
    session = sessions.update_session(session=session, update_mask={"paths": ["display_name"]})
    print("renamed to", sessions.get_session(name=session.name).display_name)
    sessions.delete_session(name=session.name)

    # every session of the engine; the pager follows nextPageToken
    names = [s.name for s in sessions.list_sessions(request={"parent": args.engine, "page_size": 10})]
    print(len(names), "sessions")

    # a stored conversation with its answers: replies, references and the grounding segments
    if names:
        full = sessions.get_session(request={"name": names[0], "include_answer_details": True})
        for turn in full.turns:
            answer = turn.detailed_assist_answer
            for reply in answer.replies:
                meta = reply.grounded_content.text_grounding_metadata
                for seg in meta.segments:
                    print(f"  {seg.grounding_score:.2f}  {seg.text}  -> references {list(seg.reference_indices)}")

    # the Check Grounding API
    project = args.engine.split("/")[1]
    response = grounding.check_grounding(
        request={
            "grounding_config": f"projects/{project}/locations/global/groundingConfigs/default_grounding_config",
            "answer_candidate": "Titanic was directed by James Cameron. It was released in 1997.",
            "facts": [{"fact_text": "Titanic is a 1997 American epic romantic disaster movie directed by James Cameron."}],
            "grounding_spec": {"citation_threshold": 0.6},
        }
    )
    print("support score", round(response.support_score, 3))
    for claim in response.claims:
        print(f"  [{claim.start_pos}, {claim.end_pos}) {claim.claim_text} cites {list(claim.citation_indices)}")

    # errors are the library's exceptions
    try:
        sessions.get_session(name=f"{args.engine}/sessions/does-not-exist")
    except exceptions.NotFound as exc:
        print("NotFound:", exc.message)


if __name__ == "__main__":
    main()
