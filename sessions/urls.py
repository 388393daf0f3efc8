"""Routes of the sessions API. Ids never contain '/' or ':', so ``name:verb`` custom methods parse."""

from django.urls import re_path

from . import api

V = r"^(?P<version>v1|v1alpha|v1beta)/"
ID = r"[^/:]+"
ENGINES = V + rf"projects/(?P<project>{ID})/locations/(?P<location>{ID})/collections/(?P<collection>{ID})/engines"
ENGINE = ENGINES + rf"/(?P<engine>{ID})"
SESSIONS = ENGINE + "/sessions"
SESSION = SESSIONS + rf"/(?P<session>{ID})"
ANSWERS = SESSION + "/assistAnswers"
ANSWER = ANSWERS + rf"/(?P<answer>{ID})"

urlpatterns = [
    re_path(ENGINES + "$", api.EngineCollectionView.as_view(), name="engines"),
    re_path(ENGINE + "$", api.EngineView.as_view(), name="engine"),
    re_path(SESSIONS + "$", api.SessionCollectionView.as_view(), name="sessions"),
    re_path(SESSIONS + ":import$", api.SessionImportView.as_view(), name="sessions-import"),
    re_path(SESSION + "$", api.SessionView.as_view(), name="session"),
    re_path(ANSWERS + "$", api.AssistAnswerCollectionView.as_view(), name="assist-answers"),
    re_path(ANSWER + "$", api.AssistAnswerView.as_view(), name="assist-answer"),
    # operations live under the engine (imports, :groundAnswers), a session or an answer (:ground)
    re_path(ENGINE + rf"/operations/(?P<operation>{ID})$", api.EngineOperationView.as_view(), name="engine-operation"),
    re_path(SESSION + rf"/operations/(?P<operation>{ID})$", api.SessionOperationView.as_view(), name="session-operation"),
    re_path(ANSWER + rf"/operations/(?P<operation>{ID})$", api.AssistAnswerOperationView.as_view(), name="answer-operation"),
    re_path(V + rf"(?P<name>projects/(?P<project>{ID})/(?:[^:]+/)?operations/{ID})$", api.OperationByNameView.as_view(), name="operation"),
]
