"""The review app's tests reuse the console's fixtures (users, answers grounded for real, Chromium)."""
from tests.console.conftest import (  # noqa: F401
    CHROMEDRIVER, CHROMIUM, CONVERSATIONS, TITANIC, admin_user, browser, grounded_answers, reviewer, screenshots, store_answer,
)

import pytest

from sessions.console.permissions import make_reviewer


@pytest.fixture
def second_reviewer(transactional_db):
    return make_reviewer("sam", "pw-review-2")


def reground(answer):
    """Ground ``answer`` again as the console's Re-ground button does, in this process."""
    from grounding.services import ground_answers, request_grounding

    request_grounding(answer_ids=[answer.pk])
    result = ground_answers(answer_ids=[answer.pk], top_up=0)
    assert result.succeeded == [answer.pk], result
