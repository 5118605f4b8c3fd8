"""The game view's fixed markup (our own, set once by :class:`pushweb.gameview.GameView`):
the hand-off screen, the status row, the strips, the board's column with the notes under
it, the controls, the move list and the side panels. Kept apart from the view's logic;
the ids and ``data-testid`` names here are what the page's code and tests address."""

SKELETON = """
<div id="handoff" class="handoff" data-testid="handoff" role="dialog" aria-modal="true"
     aria-labelledby="handoff-title" aria-describedby="handoff-line" hidden>
 <div class="handoff-panel">
  <span id="handoff-mark" class="strip-mark" aria-hidden="true"></span>
  <h2 id="handoff-title" data-testid="handoff-title"></h2>
  <p id="handoff-line" data-testid="handoff-line"></p>
  <button type="button" id="handoff-ready" class="primary" data-action="handoff-ready"
          data-testid="handoff-ready"></button>
  <button type="button" id="handoff-undo" data-action="undo" data-testid="handoff-undo"
      hidden>Take back the
   last move</button>
  <div id="handoff-notes" class="handoff-notes" data-testid="handoff-notes"></div>
 </div>
</div>
<div class="game-layout">
 <div class="board-col">
  <div class="status-row"><span id="turn-dot" class="turn-dot" aria-hidden="true"></span>
   <span id="status" data-testid="status"></span>
   <span id="ai-thinking" class="ai-thinking" role="status" data-testid="ai-thinking"
       hidden></span></div>
  <div id="strips" class="strips" data-testid="strips" aria-label="Players"></div>
  <div id="board-host" class="board-host"></div>
  <div id="board-notes" class="board-notes">
   <div id="game-over" class="game-over" data-testid="game-over" role="status" hidden></div>
   <div id="history-banner" class="history-banner" data-testid="history-banner" hidden>
    <span id="history-text"></span>
    <button type="button" data-action="last"
        data-testid="back-to-current">Back to current</button></div>
  </div>
  <div id="extra-actions" class="extra-actions"></div>
  <div class="controls" role="toolbar" aria-label="Game controls">
   <button type="button" data-action="first" data-testid="nav-first" aria-label="First position"
       title="First position (Home)">&#xAB;</button>
   <button type="button" data-action="prev" data-testid="nav-prev" aria-label="Previous move"
       title="Previous move (&#x2190;)">&#x2039;</button>
   <button type="button" data-action="next" data-testid="nav-next" aria-label="Next move"
       title="Next move (&#x2192;)">&#x203A;</button>
   <button type="button" data-action="last" data-testid="nav-last" aria-label="Current position"
       title="Current position (End)">&#xBB;</button>
   <button type="button" id="undo-button" data-action="undo" data-testid="undo"
       title="Undo (Ctrl+Z)">Undo</button>
   <button type="button" data-action="redo" data-testid="redo" title="Redo (Ctrl+Y)">Redo</button>
   <button type="button" data-action="flip" data-testid="flip"
       title="Flip the board (F)">Flip</button>
  </div>
  <p id="undo-note" class="note undo-note" data-testid="undo-note" hidden></p>
  <p class="embed-only full-link"><a id="full-page-link" data-testid="full-page-link"
      target="_blank"
     rel="noopener">Open the full page &#x2197;</a></p>
 </div>
 <aside class="side-col full-only">
  <div class="game-head">
   <h2 id="game-title"></h2>
   <label class="name-label">Name <input id="game-name" data-testid="game-name" type="text"
       maxlength="80"></label>
  </div>
  <p id="seed-note" class="note seed-note" data-testid="seed-note" hidden></p>
  <div class="toolbar">
   <button type="button" data-action="toggle-new" data-testid="new-game">New game</button>
   <button type="button" data-action="share" data-testid="share">Share</button>
   <button type="button" data-action="embed" data-testid="embed">Embed</button>
   <button type="button" id="offer-draw-button" data-action="draw"
       data-testid="offer-draw">Offer draw</button>
   <button type="button" id="resign-button" data-action="resign"
       data-testid="resign">Resign</button>
   <span id="offer-confirm" class="offer-confirm" role="group" aria-labelledby="offer-question"
         data-testid="offer-confirm" hidden><span id="offer-question"
             data-testid="offer-question"></span>
    <button type="button" class="primary" data-action="offer-yes"
        data-testid="offer-yes">Yes</button>
    <button type="button" data-action="offer-no" data-testid="offer-no">No</button></span>
   <p id="offer-answer" class="offer-answer" data-testid="offer-answer" role="status" hidden></p>
  </div>
  <form id="new-game-form" class="panel" data-testid="new-game-form" hidden></form>
  <div id="share-panel" class="panel" hidden>
   <p id="share-warning" class="note share-warning" data-testid="share-warning" hidden></p>
   <label for="share-url" id="share-label" data-testid="share-label">Link to this game</label>
   <input id="share-url" data-testid="share-url" type="text" readonly>
   <button type="button" id="share-whole" data-action="share-whole" data-testid="share-whole"
       hidden>Link to
    this game as it stands, with every hand (to move it to another device)</button>
   <p id="share-note" class="note" data-testid="share-note" role="status"></p>
  </div>
  <div id="embed-panel" class="panel" hidden>
   <p id="embed-warning" class="note share-warning" data-testid="embed-warning" hidden></p>
   <label for="embed-code" id="embed-label"
       data-testid="embed-label">Paste this into a web page</label>
   <textarea id="embed-code" data-testid="embed-code" rows="4" readonly></textarea>
   <button type="button" id="embed-whole" data-action="embed-whole" data-testid="embed-whole"
       hidden>Embed
    this game as it stands, with every hand</button>
   <p id="embed-note" class="note" role="status"></p>
  </div>
  <div id="board-aside" class="board-aside" data-testid="board-aside"></div>
  <h3 class="moves-head">Moves</h3>
  <ol id="move-list" class="move-list" data-testid="move-list" aria-label="Moves"></ol>
  <details id="rules-panel" class="rules" data-testid="rules">
   <summary><span>Rules of <span id="rules-title"></span></span></summary><div id="rules-body"
       class="rules-body"></div></details>
  <details class="saves-panel"><summary>Saved games</summary><div data-saves-list></div></details>
  <details class="keys-panel"><summary>Keyboard</summary>
   <ul class="keys">
    <li id="keys-board"><kbd>Tab</kbd> to the board, then arrow keys move the cursor,
        <kbd>Enter</kbd> or <kbd>Space</kbd> selects a figure and moves it, <kbd>Esc</kbd>
        cancels.</li>
    <li id="keys-page"></li>
   </ul></details>
 </aside>
</div>
"""
