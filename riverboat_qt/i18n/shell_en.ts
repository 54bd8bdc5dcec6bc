<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>%n line(s) added to the game log. The last: {line}</source>
        <translation>
            <numerusform>%n line added to the game log. The last: {line}</numerusform>
            <numerusform>%n lines added to the game log. The last: {line}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) added to the game log, {span}. The last: {line}</source>
        <translation>
            <numerusform>%n line added to the game log, {span}. The last: {line}</numerusform>
            <numerusform>%n lines added to the game log, {span}. The last: {line}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoicesWords</name>
    <message numerus="yes">
        <source>{group}: %n choice(s) ›</source>
        <translation>
            <numerusform>{group}: %n choice ›</numerusform>
            <numerusform>{group}: %n choices ›</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <source>Opened {file} (%n move(s)).</source>
        <translation>
            <numerusform>Opened {file} (%n move).</numerusform>
            <numerusform>Opened {file} (%n moves).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title}, {players}, %n move(s): {when}</source>
        <translation>
            <numerusform>{title}, {players}, %n move: {when}</numerusform>
            <numerusform>{title}, {players}, %n moves: {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) of a window that ended without closing: kept in File &gt; Games and File &gt; Open recent.</source>
        <translation>
            <numerusform>%n unfinished game of a window that ended without closing: kept in File &gt; Games and File &gt; Open recent.</numerusform>
            <numerusform>%n unfinished games of a window that ended without closing: kept in File &gt; Games and File &gt; Open recent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game of {title} was saved automatically: {players}, round {round}, %n move(s).

Resume it? (Either way it is kept in File &gt; Games; if not, also as a dated file when you start another game.)</source>
        <translation>
            <numerusform>An unfinished game of {title} was saved automatically: {players}, round {round}, %n move.

Resume it? (Either way it is kept in File &gt; Games; if not, also as a dated file when you start another game.)</numerusform>
            <numerusform>An unfinished game of {title} was saved automatically: {players}, round {round}, %n moves.

Resume it? (Either way it is kept in File &gt; Games; if not, also as a dated file when you start another game.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resumed the autosaved game (%n move(s)).</source>
        <translation>
            <numerusform>Resumed the autosaved game (%n move).</numerusform>
            <numerusform>Resumed the autosaved game (%n moves).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message numerus="yes">
        <source>Making the index again: %n game(s) read of {total}…</source>
        <translation>
            <numerusform>Making the index again: %n game read of {total}…</numerusform>
            <numerusform>Making the index again: %n games read of {total}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the library skipped: {notes}</source>
        <translation>
            <numerusform>%n file of the library skipped: {notes}</numerusform>
            <numerusform>%n files of the library skipped: {notes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s), </source>
        <translation>
            <numerusform>%n finished game, </numerusform>
            <numerusform>%n finished games, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned.</source>
        <translation>
            <numerusform>%n abandoned.</numerusform>
            <numerusform>%n abandoned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n practice game(s) (continued from a replay or a file) set apart, not counted.</source>
        <translation>
            <numerusform>%n practice game (continued from a replay or a file) set apart, not counted.</numerusform>
            <numerusform>%n practice games (continued from a replay or a file) set apart, not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your rating: {rating} ± {spread} (95%: {low} to {high}, %n result(s) against rated levels).</source>
        <translation>
            <numerusform>Your rating: {rating} ± {spread} (95%: {low} to {high}, %n result against rated levels).</numerusform>
            <numerusform>Your rating: {rating} ± {spread} (95%: {low} to {high}, %n results against rated levels).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message numerus="yes">
        <source>Hint (AI Normal): the %n best move(s), each with the chance to win after it</source>
        <translation>
            <numerusform>Hint (AI Normal): the best move, with the chance to win after it</numerusform>
            <numerusform>Hint (AI Normal): the %n best moves, each with the chance to win after it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>New game of {title}, %n player(s), seed {seed}.</source>
        <translation>
            <numerusform>New game of {title}, %n player, seed {seed}.</numerusform>
            <numerusform>New game of {title}, %n players, seed {seed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon the game in progress? (round {round}, %n move(s))

Its autosave is kept: File &gt; Open recent plays it on.</source>
        <translation>
            <numerusform>Abandon the game in progress? (round {round}, %n move)

Its autosave is kept: File &gt; Open recent plays it on.</numerusform>
            <numerusform>Abandon the game in progress? (round {round}, %n moves)

Its autosave is kept: File &gt; Open recent plays it on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move taken back (now %n move(s)).</source>
        <translation>
            <numerusform>Move taken back (now %n move).</numerusform>
            <numerusform>Move taken back (now %n moves).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %n tries, best so far: {best}</source>
        <translation>
            <numerusform>Hint: %n try, best so far: {best}</numerusform>
            <numerusform>Hint: %n tries, best so far: {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} is thinking… %n tries</source>
        <translation>
            <numerusform>{seat} is thinking… %n try</numerusform>
            <numerusform>{seat} is thinking… %n tries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} is thinking… %n tries, best so far: {best}</source>
        <translation>
            <numerusform>{seat} is thinking… %n try, best so far: {best}</numerusform>
            <numerusform>{seat} is thinking… %n tries, best so far: {best}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message numerus="yes">
        <source>Replay of {title}: {players}, seed {seed}, %n move(s)</source>
        <translation>
            <numerusform>Replay of {title}: {players}, seed {seed}, %n move</numerusform>
            <numerusform>Replay of {title}: {players}, seed {seed}, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)/s</source>
        <translation>
            <numerusform>%n move/s</numerusform>
            <numerusform>%n moves/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message numerus="yes">
        <source>{file}: %n @Variant value(s) ignored (they could run code).</source>
        <translation>
            <numerusform>{file}: %n @Variant value ignored (it could run code).</numerusform>
            <numerusform>{file}: %n @Variant values ignored (they could run code).</numerusform>
        </translation>
    </message>
</context>
</TS>
