"""Playing Push Fight in the page: setup by clicking and dragging, turns by
clicking (moves, then a push arrow), undo of a move before the push, a win by
pushing a piece off, the analysis panel, and a game started from a pasted
position string. The guard in conftest.py fails any test on a console error
or a non-local request."""

from __future__ import annotations

from pushgames.core import play, start
from pushgames.pushfight import GAME, STANDARD, Turn, apply_turn, position_of, square_index

BOARD = '[data-testid="board"]'
#: White wins on its second turn: d1 pushes e1 east, Brown pushes its own round
#: f3 to g3, then c2-b1 and the square on e1 pushes f1 off the board past f1.
WIN_LINE = ("d1-e1", "e3-f3", "c2-b1,e1-f1")


def cell(page, name: str):
    return page.locator(f'{BOARD} [data-sq="{square_index(name)}"]')


def moves_count(page) -> int:
    return page.locator('[data-testid="move"]').count()


def wait_moves(page, count: int) -> None:
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length >= {count}")


def play_turn(page, text: str) -> None:
    """Click each move (piece, then square) and then the push (square, then its arrow)."""
    turn = Turn.from_text(text)
    for step in turn.moves:
        count = moves_count(page)
        cell(page, step.text()[:2]).click()
        assert "selected" in cell(page, step.text()[:2]).get_attribute("class")
        cell(page, step.text()[3:]).click()
        wait_moves(page, count + 1)
    count = moves_count(page)
    cell(page, turn.push.text()[:2]).click()
    page.locator(f'{BOARD} [data-push="{turn.push.text()}"]').click()
    wait_moves(page, count + 1)


def checked_win_line():
    state = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
    for text in WIN_LINE:
        state = apply_turn(GAME, state, Turn.from_text(text))
    assert GAME.outcome(state).winners == frozenset({0})


def test_setup_by_clicking_then_a_game_won_by_pushing_off(page, open_page):
    checked_win_line()
    open_page(page, "#pushfight")
    assert "setting up" in page.locator('[data-testid="status"]').text_content()
    # White places the standard layout by hand: three squares, then two rounds.
    for name in ("d4", "d2", "d1"):
        count = moves_count(page)
        cell(page, name).click()
        wait_moves(page, count + 1)
    assert page.locator('[data-testid="place-square"]').is_disabled()
    for name in ("d3", "c2"):
        count = moves_count(page)
        cell(page, name).click()
        wait_moves(page, count + 1)
    assert cell(page, "d1").get_attribute("aria-label") == "d1, white square"
    assert cell(page, "c2").get_attribute("aria-label") == "c2, white round"
    page.get_by_role("button", name="Standard setup").click()
    wait_moves(page, 6)
    assert page.locator('[data-testid="status"]').text_content().startswith("White to move")
    assert page.locator(f"{BOARD} .pf-rail").count() == 2
    play_turn(page, WIN_LINE[0])
    assert page.locator(f'{BOARD} [data-testid="anchor"]').count() == 1
    assert cell(page, "e1").get_attribute("aria-label") == "e1, white square, anchored"
    assert cell(page, "f1").get_attribute("aria-label") == "f1, brown square"
    play_turn(page, WIN_LINE[1])
    play_turn(page, WIN_LINE[2])
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    assert banner.text_content() == "White won: White pushed a Brown piece off."
    texts = page.locator('[data-testid="move"]').all_text_contents()
    assert len(texts) == 10 and texts[-1].endswith("e1-f1") and texts[-2].endswith("c2-b1")
    cell(page, "d2").click()
    assert page.locator(f"{BOARD} .selected").count() == 0


def test_moves_light_up_and_can_be_taken_back_before_the_push(page, open_page):
    open_page(page, "#pushfight")
    page.get_by_role("button", name="Standard setup").click()
    wait_moves(page, 1)
    page.get_by_role("button", name="Standard setup").click()
    wait_moves(page, 2)
    cell(page, "c2").click()
    # The round on c2 reaches the whole empty left side (a2, a3, b1, b2, b3, c1, c3, c4) and no push.
    assert page.locator(f"{BOARD} .mark-dot").count() == 8
    assert page.locator(f"{BOARD} [data-push]").count() == 0
    cell(page, "a3").click()
    wait_moves(page, 3)
    assert "one more move" in page.locator('[data-testid="status"]').text_content()
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    assert cell(page, "c2").get_attribute("aria-label") == "c2, white round"
    cell(page, "d2").click()
    assert page.locator(f"{BOARD} [data-push]").count() == 2  # west onto c2, east onto e2


def test_drag_places_and_moves_a_piece_in_the_setup(page, open_page):
    open_page(page, "#pushfight")
    cell(page, "a3").click()
    wait_moves(page, 1)
    src = cell(page, "a3").bounding_box()
    dst = cell(page, "c1").bounding_box()
    page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
    page.mouse.down()
    page.mouse.move(src["x"] + src["width"], src["y"], steps=4)
    page.mouse.move(dst["x"] + dst["width"] / 2, dst["y"] + dst["height"] / 2, steps=6)
    page.mouse.up()
    wait_moves(page, 2)
    assert cell(page, "c1").get_attribute("aria-label") == "c1, white square"
    assert cell(page, "a3").get_attribute("aria-label") == "a3, empty"


def test_analysis_panel_lists_wins_first_and_previews_a_position(page, open_page):
    open_page(page, "#pushfight")
    for _ in range(2):
        count = moves_count(page)
        page.get_by_role("button", name="Standard setup").click()
        wait_moves(page, count + 1)
    play_turn(page, WIN_LINE[0])
    play_turn(page, WIN_LINE[1])
    page.locator('[data-testid="pf-analysis"] summary').click()
    count_text = page.locator('[data-testid="pf-analysis-count"]').text_content()
    state = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
    for text in WIN_LINE[:2]:
        state = apply_turn(GAME, state, Turn.from_text(text))
    from pushgames.pushfight import successors

    found = successors(position_of(state))
    wins = sum(1 for s in found if s.wins)
    assert count_text == f"{len(found)} distinct positions after one turn; {wins} immediate win{'s' * (wins != 1)}."
    assert wins > 0
    first = page.locator('[data-testid="pf-successor"]').first
    assert "wins" in first.text_content()
    first.click()
    preview = page.locator('[data-testid="pf-preview"]')
    preview.wait_for(state="visible")
    assert "(wins)" in preview.text_content()
    # The previewed position has one piece fewer on the board.
    assert page.locator(f"{BOARD} .pc").count() == 9
    page.locator('[data-testid="pf-preview-back"]').click()
    assert page.locator(f"{BOARD} .pc").count() == 10


def test_a_pasted_position_string_starts_a_game(page, open_page):
    text = "..O......Oo....YxXo..x.XO."
    open_page(page, "#pushfight")
    page.locator('[data-testid="new-game"]').click()
    page.locator('[data-testid="opt-position"]').fill(text + " brown")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Brown to move')")
    # Brown is the side to move, so its pieces are the string's o/O.
    assert cell(page, "e4").get_attribute("aria-label") == "e4, brown square"
    assert cell(page, "c2").get_attribute("aria-label") == "c2, white square, anchored"
    assert cell(page, "d2").get_attribute("aria-label") == "d2, white round"
    assert cell(page, "f2").get_attribute("aria-label") == "f2, brown round"


def test_a_shared_link_replays_a_game_from_a_pasted_position(page, open_page, new_context, wait_ready):
    text = "..O......Oo....YxXo..x.XO."
    open_page(page, "#pushfight")
    page.locator('[data-testid="new-game"]').click()
    page.locator('[data-testid="opt-position"]').fill(text + " brown")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Brown to move')")
    play_turn(page, "e4-f4,e1-d1")  # a move, then Brown pushes the white square d1 west
    labels = page.eval_on_selector_all(f"{BOARD} [data-sq]", "els => els.map(e => e.getAttribute('aria-label'))")
    page.locator('[data-testid="share"]').click()
    url = page.locator('[data-testid="share-url"]').input_value()
    assert "#pushfight/" in url
    other = new_context().new_page()
    other.goto(url)
    wait_ready(other)
    other.wait_for_selector('[data-testid="move"]')
    assert other.eval_on_selector_all(f"{BOARD} [data-sq]",
                                      "els => els.map(e => e.getAttribute('aria-label'))") == labels
    assert other.locator('[data-testid="move"]').count() == page.locator('[data-testid="move"]').count()
