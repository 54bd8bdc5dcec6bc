<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it">
<context>
    <name>About</name>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <source>Two board games, against computer opponents or hot-seat:</source>
        <translation>Due giochi da tavolo, contro avversari del computer o tra persone alla stessa finestra (hot-seat):</translation>
    </message>
    <message>
        <source>License: none chosen yet; all rights reserved.</source>
        <translation>Licenza: nessuna ancora scelta; tutti i diritti riservati.</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Informazioni su {name}</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>%n line(s) added to the game log. The last: {line}</source>
        <translation>
            <numerusform>%n riga aggiunta al registro della partita. L'ultima: {line}</numerusform>
            <numerusform>%n righe aggiunte al registro della partita. L'ultima: {line}</numerusform>
        </translation>
    </message>
    <message>
        <source>from {first} to {last}</source>
        <translation>da {first} a {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) added to the game log, {span}. The last: {line}</source>
        <translation>
            <numerusform>%n riga aggiunta al registro della partita, {span}. L'ultima: {line}</numerusform>
            <numerusform>%n righe aggiunte al registro della partita, {span}. L'ultima: {line}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Deuteranopia (green-blind)</source>
        <translation>Deuteranopia (cecità al verde)</translation>
    </message>
    <message>
        <source>Protanopia (red-blind)</source>
        <translation>Protanopia (cecità al rosso)</translation>
    </message>
    <message>
        <source>Tritanopia (blue-blind)</source>
        <translation>Tritanopia (cecità al blu)</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>C&amp;olori</translation>
    </message>
    <message>
        <source>The table's colours; every colour also has its letter or shape</source>
        <translation>I colori del tavolo; ogni colore ha anche la sua lettera o forma</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>Dimensione del &amp;testo</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>ChoicesPanel</name>
    <message>
        <source>Choices</source>
        <translation>Scelte</translation>
    </message>
    <message>
        <source>Every move you may make now, in words</source>
        <translation>Ogni mossa che puoi fare ora, a parole</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>La decisione</translation>
    </message>
    <message>
        <source>The groups opened</source>
        <translation>I gruppi aperti</translation>
    </message>
    <message>
        <source>Up and Down move, Enter chooses or opens a group, Esc goes back a level</source>
        <translation>Su e Giù si spostano, Invio sceglie o apre un gruppo, Esc torna su di un livello</translation>
    </message>
    <message>
        <source>Choose (Enter)</source>
        <translation>Scegli (Invio)</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <source>Play the move selected, or open the group selected</source>
        <translation>Gioca la mossa selezionata, o apri il gruppo selezionato</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Indietro (Esc)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the level above</source>
        <translation>Torna al livello superiore</translation>
    </message>
</context>
<context>
    <name>ChoicesWords</name>
    <message numerus="yes">
        <source>{group}: %n choice(s) ›</source>
        <translation>
            <numerusform>{group}: %n scelta ›</numerusform>
            <numerusform>{group}: %n scelte ›</numerusform>
        </translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Su, Giù</translation>
    </message>
    <message>
        <source>In the choices panel (F6): from one move or group to the next</source>
        <translation>Nel pannello delle scelte (F6): da una mossa o un gruppo al successivo</translation>
    </message>
    <message>
        <source>Enter, Right</source>
        <translation>Invio, Destra</translation>
    </message>
    <message>
        <source>In the choices panel: open the group, or play the move</source>
        <translation>Nel pannello delle scelte: apre il gruppo o gioca la mossa</translation>
    </message>
    <message>
        <source>Esc, Left, Backspace</source>
        <translation>Esc, Sinistra, Backspace</translation>
    </message>
    <message>
        <source>In the choices panel: back to the group above</source>
        <translation>Nel pannello delle scelte: torna al gruppo superiore</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The only legal move.</source>
        <translation>L'unica mossa consentita.</translation>
    </message>
    <message>
        <source>{against}: the final scores come out about the same (no part differs by {vp:g} VP or more).</source>
        <translation>{against}: i punteggi finali risultano quasi uguali (nessuna voce cambia di {vp:g} PV o più).</translation>
    </message>
    <message>
        <source>{against}: {gains}.</source>
        <translation>{against}: {gains}.</translation>
    </message>
    <message>
        <source>Compared with the first move</source>
        <translation>Rispetto alla prima mossa</translation>
    </message>
    <message>
        <source>Compared with the second move</source>
        <translation>Rispetto alla seconda mossa</translation>
    </message>
    <message>
        <source>Compared with the third move</source>
        <translation>Rispetto alla terza mossa</translation>
    </message>
    <message>
        <source>Compared with move {rank}</source>
        <translation>Rispetto alla mossa {rank}</translation>
    </message>
    <message>
        <source>Compared with the next best move ({move})</source>
        <translation>Rispetto alla mossa migliore successiva ({move})</translation>
    </message>
    <message>
        <source>{vp:.1f} VP more from {category}</source>
        <translation>{vp:.1f} PV in più da {category}</translation>
    </message>
    <message>
        <source>{vp:.1f} VP less from {category}</source>
        <translation>{vp:.1f} PV in meno da {category}</translation>
    </message>
    <message>
        <source>the best other player ends {vp:.1f} VP higher</source>
        <translation>il migliore degli altri giocatori finisce con {vp:.1f} PV in più</translation>
    </message>
    <message>
        <source>the best other player ends {vp:.1f} VP lower</source>
        <translation>il migliore degli altri giocatori finisce con {vp:.1f} PV in meno</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>It is not a human player's turn.</source>
        <translation>Non è il turno di un giocatore umano.</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Ancora nessuna partita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{now} is to move: {last}'s move can no longer be taken back.</source>
        <translation>Tocca a {now}: la mossa di {last} non si può più annullare.</translation>
    </message>
    <message>
        <source>A hint is for a human player's decision.</source>
        <translation>Un suggerimento è per la decisione di un giocatore umano.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>The AI chose a move the rules do not allow ({reason}); it plays its first legal move instead.</source>
        <translation>L'IA ha scelto una mossa che le regole non permettono ({reason}); gioca invece la sua prima mossa valida.</translation>
    </message>
    <message>
        <source>The hint failed ({error}).</source>
        <translation>Il suggerimento non è riuscito ({error}).</translation>
    </message>
    <message>
        <source>The AI failed ({error}); it plays its first legal move instead.</source>
        <translation>L'IA ha avuto un errore ({error}); gioca invece la sua prima mossa valida.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossibile aprire questo file</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {error}.</source>
        <translation>Impossibile aprire {file}: {error}.</translation>
    </message>
    <message>
        <source>{file} is a finished game: it opens in the replay viewer.</source>
        <translation>{file} è una partita finita: si apre nella riproduzione.</translation>
    </message>
    <message numerus="yes">
        <source>Opened {file} (%n move(s)).</source>
        <translation>
            <numerusform>Aperto {file} (%n mossa).</numerusform>
            <numerusform>Aperto {file} (%n mosse).</numerusform>
        </translation>
    </message>
    <message>
        <source>This game goes on from a file or a replay: it is practice, kept apart in File &gt; Games, and counts in no win rate or rating.</source>
        <translation>Questa partita continua da un file o da un replay: è un allenamento, tenuto a parte in File &gt; Partite, e non conta in nessuna percentuale di vittorie né nella valutazione.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Non c'è nessuna partita da salvare.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Salvata in {file}.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>The abandoned game's autosave could not be kept ({error}).</source>
        <translation>Il salvataggio automatico della partita abbandonata non è stato conservato ({error}).</translation>
    </message>
    <message>
        <source>The abandoned game was kept as {file} (File &gt; Open recent).</source>
        <translation>La partita abbandonata è conservata come {file} (File &gt; Apri recenti).</translation>
    </message>
    <message>
        <source>{file} (damaged): {when}</source>
        <translation>{file} (danneggiato): {when}</translation>
    </message>
    <message numerus="yes">
        <source>{title}, {players}, %n move(s): {when}</source>
        <translation>
            <numerusform>{title}, {players}, %n mossa: {when}</numerusform>
            <numerusform>{title}, {players}, %n mosse: {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Another window uses this data folder: this window autosaves its games to {file}.</source>
        <translation>Un'altra finestra usa questa cartella dei dati: questa finestra salva automaticamente le sue partite in {file}.</translation>
    </message>
    <message>
        <source>The autosave {file} of a window that ended could not be recovered ({error}).</source>
        <translation>Il salvataggio automatico {file} di una finestra chiusa di colpo non è stato recuperato ({error}).</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) of a window that ended without closing: kept in File &gt; Games and File &gt; Open recent.</source>
        <translation>
            <numerusform>%n partita non finita di una finestra chiusa di colpo: conservata in File &gt; Partite e in File &gt; Apri recenti.</numerusform>
            <numerusform>%n partite non finite di una finestra chiusa di colpo: conservate in File &gt; Partite e in File &gt; Apri recenti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game of {title} was saved automatically: {players}, round {round}, %n move(s).

Resume it? (Either way it is kept in File &gt; Games; if not, also as a dated file when you start another game.)</source>
        <translation>
            <numerusform>Una partita a {title} non finita è stata salvata automaticamente: {players}, round {round}, %n mossa.

Riprenderla? (In ogni caso viene conservata in File &gt; Partite; se no, anche in un file datato quando inizi un'altra partita.)</numerusform>
            <numerusform>Una partita a {title} non finita è stata salvata automaticamente: {players}, round {round}, %n mosse.

Riprenderla? (In ogni caso viene conservata in File &gt; Partite; se no, anche in un file datato quando inizi un'altra partita.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message numerus="yes">
        <source>Resumed the autosaved game (%n move(s)).</source>
        <translation>
            <numerusform>Ripresa la partita salvata automaticamente (%n mossa).</numerusform>
            <numerusform>Ripresa la partita salvata automaticamente (%n mosse).</numerusform>
        </translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed ({error}).</source>
        <translation>La partita salvata automaticamente non si può riprendere ({error}).</translation>
    </message>
    <message>
        <source>It could not be moved aside: {error}.</source>
        <translation>Non è stato possibile spostarla: {error}.</translation>
    </message>
    <message>
        <source>It is kept as {file}.</source>
        <translation>È conservata come {file}.</translation>
    </message>
    <message>
        <source>The unfinished autosaved game could not be kept ({error}): this game's autosave replaces it.</source>
        <translation>Non è stato possibile conservare la partita non finita salvata automaticamente ({error}): il salvataggio automatico di questa partita la sostituisce.</translation>
    </message>
    <message>
        <source>The unfinished autosaved game was kept as {file} (File &gt; Open plays it on).</source>
        <translation>La partita non finita salvata automaticamente è conservata come {file} (File &gt; Apri per continuarla).</translation>
    </message>
    <message>
        <source>There is no game to replay yet.</source>
        <translation>Non c'è ancora nessuna partita da rivedere.</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <source>Playing on from move {move} of a replay.</source>
        <translation>Si continua dalla mossa {move} di una riproduzione.</translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Games and statistics</source>
        <translation>Partite e statistiche</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partite</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiche</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Close the Games window</source>
        <translation>Chiudi la finestra delle partite</translation>
    </message>
    <message>
        <source>Show the games of</source>
        <translation>Mostra le partite del gioco</translation>
    </message>
    <message>
        <source>Show the games against</source>
        <translation>Mostra le partite contro</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Players and levels</source>
        <translation>Giocatori e livelli</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>Partite conservate</translation>
    </message>
    <message>
        <source>Enter opens the game in the replay viewer; a column's header sorts by it</source>
        <translation>Invio apre la partita nel visore delle partite; l'intestazione di una colonna ordina per quella colonna</translation>
    </message>
    <message>
        <source>&amp;Open in the replay viewer</source>
        <translation>&amp;Apri nel visore delle partite</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>Esporta la pa&amp;rtita…</translation>
    </message>
    <message>
        <source>Export list as &amp;CSV…</source>
        <translation>Esporta l'elenco in &amp;CSV…</translation>
    </message>
    <message>
        <source>Sort the list by</source>
        <translation>Ordina l'elenco per</translation>
    </message>
    <message>
        <source>Desce&amp;nding</source>
        <translation>&amp;Decrescente</translation>
    </message>
    <message>
        <source>Sort in descending order</source>
        <translation>Ordina in modo decrescente</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Opponent &amp;level:</source>
        <translation>&amp;Livello dell'avversario:</translation>
    </message>
    <message>
        <source>Sor&amp;t by:</source>
        <translation>&amp;Ordina per:</translation>
    </message>
    <message>
        <source>Files skipped</source>
        <translation>File saltati</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of the library skipped: {notes}</source>
        <translation>
            <numerusform>%n file della raccolta saltato: {notes}</numerusform>
            <numerusform>%n file della raccolta saltati: {notes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>livelli misti</translation>
    </message>
    <message>
        <source>no AI</source>
        <translation>senza IA</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Reading the library</source>
        <translation>Lettura della raccolta</translation>
    </message>
    <message>
        <source>Show the games played from the start, or practice</source>
        <translation>Mostra le partite giocate dall'inizio, o di allenamento</translation>
    </message>
    <message>
        <source>Played from the start</source>
        <translation>Giocate dall'inizio</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Lettura delle partite…</translation>
    </message>
    <message numerus="yes">
        <source>Making the index again: %n game(s) read of {total}…</source>
        <translation>
            <numerusform>Rifaccio l'indice: %n partita letta su {total}…</numerusform>
            <numerusform>Rifaccio l'indice: %n partite lette su {total}…</numerusform>
        </translation>
    </message>
    <message>
        <source>practice ({result})</source>
        <translation>allenamento ({result})</translation>
    </message>
    <message>
        <source>Choose a game in the list first.</source>
        <translation>Scegli prima una partita nell'elenco.</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Eliminare la partita?</translation>
    </message>
    <message>
        <source>Delete this game from the library? It cannot be undone.</source>
        <translation>Eliminare questa partita dalla raccolta? Non si può annullare.</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Impossibile eliminare</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Esporta la partita</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Esportato in {file}.</translation>
    </message>
    <message>
        <source>Export the list</source>
        <translation>Esporta l'elenco</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Statistics of the game</source>
        <translation>Statistiche del gioco</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Results by opponent level</source>
        <translation>Risultati per livello dell'avversario</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Score by category</source>
        <translation>Punteggio per voce</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>You (mean)</source>
        <translation>Tu (media)</translation>
    </message>
    <message>
        <source>Winners (mean)</source>
        <translation>Vincitori (media)</translation>
    </message>
    <message>
        <source>Chart: score and result of each game, and your rating after it</source>
        <translation>Grafico: punteggio e risultato di ogni partita, e la tua valutazione dopo ciascuna</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punteggio:</translation>
    </message>
    <message>
        <source>your rating (95% band)</source>
        <translation>la tua valutazione (fascia al 95%)</translation>
    </message>
    <message>
        <source>No finished game of yours against the AI yet.</source>
        <translation>Ancora nessuna tua partita finita contro l'IA.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partita</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s), </source>
        <translation>
            <numerusform>%n partita finita, </numerusform>
            <numerusform>%n partite finite, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vinta</numerusform>
            <numerusform>%n vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned.</source>
        <translation>
            <numerusform>%n abbandonata.</numerusform>
            <numerusform>%n abbandonate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n practice game(s) (continued from a replay or a file) set apart, not counted.</source>
        <translation>
            <numerusform>%n partita di allenamento (proseguita dal visore delle partite o da un file) tenuta a parte, non contata.</numerusform>
            <numerusform>%n partite di allenamento (proseguite dal visore delle partite o da un file) tenute a parte, non contate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: mean {mean}, best {best}.</source>
        <translation>Punteggio: media {mean}, migliore {best}.</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: {rating} ± {spread} (95%: {low} to {high}, %n result(s) against rated levels).</source>
        <translation>
            <numerusform>La tua valutazione: {rating} ± {spread} (95%: da {low} a {high}, %n risultato contro livelli valutati).</numerusform>
            <numerusform>La tua valutazione: {rating} ± {spread} (95%: da {low} a {high}, %n risultati contro livelli valutati).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating: none yet (no finished game against a rated level).</source>
        <translation>La tua valutazione: non ancora (nessuna partita finita contro un livello valutato).</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Chiudi il suggerimento (Esc)</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <translation>Chiudi il suggerimento</translation>
    </message>
    <message numerus="yes">
        <source>Hint (AI Normal): the %n best move(s), each with the chance to win after it</source>
        <translation>
            <numerusform>Suggerimento (IA Normale): la mossa migliore, con la probabilità di vittoria dopo di essa</numerusform>
            <numerusform>Suggerimento (IA Normale): le %n mosse migliori, ciascuna con la probabilità di vittoria dopo di essa</numerusform>
        </translation>
    </message>
    <message>
        <source>{title}. Click a move to ring it on the table.</source>
        <translation>{title}. Fai clic su una mossa per cerchiarla sul tavolo.</translation>
    </message>
    <message>
        <source>Ring this move on the table</source>
        <translation>Cerchia questa mossa sul tavolo</translation>
    </message>
    <message>
        <source>{percent:.0f}%</source>
        <translation>{percent:.0f}%</translation>
    </message>
    <message>
        <source>{move}: {percent} chance to win</source>
        <translation>{move}: {percent} di probabilità di vittoria</translation>
    </message>
    <message>
        <source>The chance to win after this move</source>
        <translation>La probabilità di vittoria dopo questa mossa</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <source>not allowed now</source>
        <translation>non è permesso ora</translation>
    </message>
</context>
<context>
    <name>KeysWords</name>
    <message>
        <source>Close a picker, go back a step of a half-done move, or put the hint away</source>
        <translation>Chiude un elenco di scelta, torna indietro di un passo in una mossa a metà o chiude il suggerimento</translation>
    </message>
    <message>
        <source>Mouse and keys</source>
        <translation>Mouse e tasti</translation>
    </message>
    <message>
        <source>Key or mouse</source>
        <translation>Tasto o mouse</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Cosa fa</translation>
    </message>
    <message>
        <source>In {game}</source>
        <translation>In {game}</translation>
    </message>
    <message>
        <source>Anywhere in the window</source>
        <translation>Ovunque nella finestra</translation>
    </message>
</context>
<context>
    <name>LastMoves</name>
    <message>
        <source>{seat} {action}</source>
        <translation>{seat} {action}</translation>
    </message>
    <message>
        <source>{seat} {action} ({number})</source>
        <translation>{seat} {action} ({number})</translation>
    </message>
    <message>
        <source>Last moves: {moves}.</source>
        <translation>Ultime mosse: {moves}.</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Ultime mosse</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Avido</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Match me</source>
        <translation>Alla mia altezza</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>{seat} {action}</source>
        <translation>{seat} {action}</translation>
    </message>
    <message>
        <source>Round {round} · {phase}</source>
        <translation>Round {round} · {phase}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>il tavolo</translation>
    </message>
    <message>
        <source>Move {step}, {who}: {action}</source>
        <translation>Mossa {step}, {who}: {action}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Start a new game from the File menu (Ctrl+N).</source>
        <translation>Inizia una nuova partita dal menu File (Ctrl+N).</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Scelte</translation>
    </message>
    <message>
        <source>Choices panel</source>
        <translation>Pannello delle scelte</translation>
    </message>
    <message>
        <source>Second window: autosaves to {file}</source>
        <translation>Seconda finestra: salvataggio automatico in {file}</translation>
    </message>
    <message>
        <source>Another window uses this data folder, so this one autosaves its games to a file of its own. Both windows' games are kept in File &gt; Games.</source>
        <translation>Un'altra finestra usa questa cartella dei dati, quindi questa salva automaticamente le sue partite in un file proprio. Le partite di entrambe le finestre sono conservate in File &gt; Partite.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>The game's table, drawn: the choices panel (F6) lists its moves in words</source>
        <translation>Il tavolo di gioco, disegnato: il pannello delle scelte (F6) ne elenca le mosse a parole</translation>
    </message>
    <message>
        <source>What happened, by round and phase</source>
        <translation>Cosa è successo, per round e fase</translation>
    </message>
    <message>
        <source>AI thinking</source>
        <translation>L'IA sta pensando</translation>
    </message>
    <message>
        <source>Status line</source>
        <translation>Riga di stato</translation>
    </message>
    <message>
        <source>Refusals and hints: why a move was not played</source>
        <translation>Rifiuti e suggerimenti: perché una mossa non è stata giocata</translation>
    </message>
    <message>
        <source>Game log panel</source>
        <translation>Pannello del registro della partita</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barra dei menu</translation>
    </message>
    <message>
        <source>Scroll the table sideways</source>
        <translation>Scorri il tavolo di lato</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>Scorri il tavolo su e giù</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open a saved game to play on (a finished one replays)</source>
        <translation>Apri una partita salvata per continuarla (una finita si rivede)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>&amp;Rivedi una partita salvata…</translation>
    </message>
    <message>
        <source>Step through any saved or finished game</source>
        <translation>Scorri mossa per mossa una partita salvata o finita</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Ri&amp;vincita</translation>
    </message>
    <message>
        <source>The same game with the same seats and levels, a new seed</source>
        <translation>Lo stesso gioco con gli stessi posti e livelli, un nuovo seme</translation>
    </message>
    <message>
        <source>Rematch, seats ro&amp;tated</source>
        <translation>Rivincita, posti r&amp;uotati</translation>
    </message>
    <message>
        <source>The same seats and levels, each one seat later in the turn order, a new seed</source>
        <translation>Gli stessi posti e livelli, ognuno un posto più avanti nell'ordine di turno, un nuovo seme</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partite…</translation>
    </message>
    <message>
        <source>Every game played here: the list, a game's replay, your statistics and rating</source>
        <translation>Ogni partita giocata qui: l'elenco, il replay di una partita, le tue statistiche e la tua valutazione</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Open r&amp;ecent</source>
        <translation>Apri recen&amp;ti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Ask the AI (Normal) for the three best moves here and the chance to win after each</source>
        <translation>Chiedi all'IA (Normale) le tre mosse migliori qui e la probabilità di vittoria dopo ciascuna</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Ri&amp;vedi questa partita</translation>
    </message>
    <message>
        <source>Step through this game from the start</source>
        <translation>Scorri questa partita dall'inizio</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Fit the table to the window</source>
        <translation>&amp;Adatta il tavolo alla finestra</translation>
    </message>
    <message>
        <source>&amp;Choices panel</source>
        <translation>Pannello delle &amp;scelte</translation>
    </message>
    <message>
        <source>Every legal move in words, chosen with the arrows and Enter (F6)</source>
        <translation>Ogni mossa legale a parole, scelta con le frecce e Invio (F6)</translation>
    </message>
    <message>
        <source>AI move &amp;animation</source>
        <translation>A&amp;nimazione delle mosse dell'IA</translation>
    </message>
    <message>
        <source>Show the AI's &amp;best move while it thinks</source>
        <translation>Mostra la &amp;mossa migliore dell'IA mentre pensa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Mouse and keys</source>
        <translation>&amp;Mouse e tasti</translation>
    </message>
    <message>
        <source>&amp;About Riverboat Qt</source>
        <translation>&amp;Informazioni su Riverboat Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>This game has no rules page.</source>
        <translation>Questo gioco non ha una pagina di regole.</translation>
    </message>
    <message>
        <source>Some translations are missing ({files}): run 'make setup'.</source>
        <translation>Mancano alcune traduzioni ({files}): esegui 'make setup'.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The language will be {language} from the next start.</source>
        <translation>La lingua sarà {language} dal prossimo avvio.</translation>
    </message>
    <message>
        <source>The settings were not saved: {error}</source>
        <translation>Le impostazioni non sono state salvate: {error}</translation>
    </message>
    <message numerus="yes">
        <source>New game of {title}, %n player(s), seed {seed}.</source>
        <translation>
            <numerusform>Nuova partita a {title}, %n giocatore, seme {seed}.</numerusform>
            <numerusform>Nuova partita a {title}, %n giocatori, seme {seed}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was not kept in the library: {error}</source>
        <translation>La partita non è stata conservata nella raccolta: {error}</translation>
    </message>
    <message>
        <source>No game of this window has a guided first game.</source>
        <translation>Nessun gioco di questa finestra ha una prima partita guidata.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <source>The game in progress goes on.</source>
        <translation>La partita in corso continua.</translation>
    </message>
    <message>
        <source>The record does not say who played: you are seat 1, the AI plays the rest.</source>
        <translation>La registrazione non dice chi ha giocato: tu sei il posto 1, l'IA gioca gli altri.</translation>
    </message>
    <message>
        <source>Undo your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <source>Redo the move taken back</source>
        <translation>Ripeti la mossa annullata</translation>
    </message>
    <message>
        <source>Ask the AI (Normal) for the three best moves here and the chance to win after each (H)</source>
        <translation>Chiedi all'IA (Normale) le tre mosse migliori qui e la probabilità di vittoria dopo ciascuna (H)</translation>
    </message>
    <message>
        <source>The AI (Normal) is looking for the best moves…</source>
        <translation>L'IA (Normale) cerca le mosse migliori…</translation>
    </message>
    <message>
        <source>Hint: only for a human player's decision.</source>
        <translation>Suggerimento: solo per la decisione di un giocatore umano.</translation>
    </message>
    <message numerus="yes">
        <source>Abandon the game in progress? (round {round}, %n move(s))

Its autosave is kept: File &gt; Open recent plays it on.</source>
        <translation>
            <numerusform>Abbandonare la partita in corso? (round {round}, %n mossa)

Il suo salvataggio automatico è conservato: File &gt; Apri recenti per continuarla.</numerusform>
            <numerusform>Abbandonare la partita in corso? (round {round}, %n mosse)

Il suo salvataggio automatico è conservato: File &gt; Apri recenti per continuarla.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game to play again yet.</source>
        <translation>Non c'è ancora una partita da rigiocare.</translation>
    </message>
    <message>
        <source>No abandoned game kept yet</source>
        <translation>Nessuna partita abbandonata conservata</translation>
    </message>
    <message>
        <source>Close the window in the middle of the game?

The game is autosaved either way: it is offered again the next time you start.</source>
        <translation>Chiudere la finestra a partita in corso?

La partita è comunque salvata automaticamente: sarà riproposta al prossimo avvio.</translation>
    </message>
    <message>
        <source>Close the game?</source>
        <translation>Chiudere la partita?</translation>
    </message>
    <message>
        <source>Hint (AI Normal): {advice}.</source>
        <translation>Suggerimento (IA Normale): {advice}.</translation>
    </message>
    <message numerus="yes">
        <source>Move taken back (now %n move(s)).</source>
        <translation>
            <numerusform>Mossa annullata (ora %n mossa).</numerusform>
            <numerusform>Mossa annullata (ora %n mosse).</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} {action}.</source>
        <translation>{seat} {action}.</translation>
    </message>
    <message>
        <source>Hint: the AI (Normal) is thinking…</source>
        <translation>Suggerimento: l'IA (Normale) sta pensando…</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} sta pensando…</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuna</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %n tries, best so far: {best}</source>
        <translation>
            <numerusform>Suggerimento: %n tentativo, la migliore finora: {best}</numerusform>
            <numerusform>Suggerimento: %n tentativi, la migliore finora: {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} is thinking… %n tries</source>
        <translation>
            <numerusform>{seat} sta pensando… %n tentativo</numerusform>
            <numerusform>{seat} sta pensando… %n tentativi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} is thinking… %n tries, best so far: {best}</source>
        <translation>
            <numerusform>{seat} sta pensando… %n tentativo, la migliore finora: {best}</numerusform>
            <numerusform>{seat} sta pensando… %n tentativi, la migliore finora: {best}</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over — {result}</source>
        <translation>Partita finita — {result}</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>Partita finita. {result}</translation>
    </message>
    <message>
        <source>{names} wins with {vp} VP.</source>
        <translation>{names} vince con {vp} PV.</translation>
    </message>
    <message>
        <source>{names} win with {vp} VP.</source>
        <translation>{names} vincono con {vp} PV.</translation>
    </message>
</context>
<context>
    <name>MarkedSlider</name>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match me: the levels of this game are not rated, so it plays Normal.</source>
        <translation>Alla mia altezza: i livelli di questo gioco non sono valutati, quindi gioca a Normale.</translation>
    </message>
    <message>
        <source>up to {seconds} s a move</source>
        <translation>fino a {seconds} s a mossa</translation>
    </message>
    <message>
        <source>like {level} with {knob}</source>
        <translation>come {level} con {knob}</translation>
    </message>
    <message>
        <source>temperature {temperature}</source>
        <translation>temperatura {temperature}</translation>
    </message>
    <message>
        <source>{level} itself</source>
        <translation>proprio {level}</translation>
    </message>
    <message>
        <source>{what}, the strongest it plays</source>
        <translation>{what}, il più forte che gioca</translation>
    </message>
    <message>
        <source>{what}, the weakest it plays</source>
        <translation>{what}, il più debole che gioca</translation>
    </message>
    <message>
        <source>Match me plays at about {rating}: {what}.</source>
        <translation>Alla mia altezza gioca a circa {rating}: {what}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <translation>non ancora valutato</translation>
    </message>
    <message>
        <source>about {rating}</source>
        <translation>circa {rating}</translation>
    </message>
    <message>
        <source>Against {level} it scored {score:g} of {games} games (a tie counts half).</source>
        <translation>Contro {level} ha fatto {score:g} punti su {games} partite (un pareggio vale mezzo).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>{title}: {low}-{high} players</source>
        <translation>{title}: da {low} a {high} giocatori</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>What Match me plays</source>
        <translation>Cosa gioca Alla mia altezza</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>AI Match me</source>
        <translation>IA Alla mia altezza</translation>
    </message>
    <message>
        <source>Seat {number} ({colour}):</source>
        <translation>Posto {number} ({colour}):</translation>
    </message>
    <message>
        <source>Seat {number}, {colour}</source>
        <translation>Posto {number}, {colour}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Seme (facoltativo):</translation>
    </message>
    <message>
        <source>Who plays each seat? Human seats take turns at this window (hot-seat).
Easy: instant; Normal: about a second a move; Hard: up to four seconds (eight in The River).</source>
        <translation>Chi gioca a ogni posto? I posti umani si alternano a questa finestra (hot-seat).
Facile: istantanea; Normale: circa un secondo a mossa; Difficile: fino a quattro secondi (otto in The River).</translation>
    </message>
    <message>
        <source>Match me: an AI between Easy and Hard, set from your results in the library (File &gt; Games) so that the game is about even.</source>
        <translation>Alla mia altezza: un'IA tra Facile e Difficile, regolata sui tuoi risultati nella raccolta (File &gt; Partite) perché la partita sia circa alla pari.</translation>
    </message>
    <message>
        <source>AI {level} ({rating})</source>
        <translation>IA {level} ({rating})</translation>
    </message>
    <message>
        <source>A level between Easy and Hard chosen from your rating (File &gt; Games) so that the game is about even</source>
        <translation>Un livello tra Facile e Difficile scelto dalla tua valutazione (File &gt; Partite) perché la partita sia circa alla pari</translation>
    </message>
    <message>
        <source>New game of {title}</source>
        <translation>Nuova partita a {title}</translation>
    </message>
    <message>
        <source>Match me: reading your rating from the library…</source>
        <translation>Alla mia altezza: lettura della tua valutazione dalla raccolta…</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to {max} (or empty for a random game).</source>
        <translation>Il seme è un numero intero da 0 a {max} (o vuoto per una partita a caso).</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>on the right</source>
        <translation>a destra</translation>
    </message>
    <message>
        <source>below</source>
        <translation>qui sotto</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>{step} {esc} goes back to the start of the move.</source>
        <translation>{step} {esc} torna all'inizio della mossa.</translation>
    </message>
    <message>
        <source>{step} Esc goes back to the start of the move.</source>
        <translation>{step} Esc torna all'inizio della mossa.</translation>
    </message>
    <message>
        <source>{panel} lists your moves: {up} and {down} move, {enter} plays.</source>
        <translation>{panel} elenca le tue mosse: {up} e {down} si spostano, {enter} gioca.</translation>
    </message>
    <message>
        <source>Keys: {choices} {buttons}.</source>
        <translation>Tasti: {choices} {buttons}.</translation>
    </message>
    <message>
        <source>Keys: {choices}</source>
        <translation>Tasti: {choices}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Undo the half-done move: back to the start of the decision (nothing is played)</source>
        <translation>Annulla la mossa a metà: torna all'inizio della decisione (nulla viene giocato)</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>altra %n</numerusform>
            <numerusform>altre %n</numerusform>
        </translation>
    </message>
    <message>
        <source>This move ends the game.</source>
        <translation>Questa mossa conclude la partita.</translation>
    </message>
    <message>
        <source>Careful: this ends the game: {moves}.</source>
        <translation>Attenzione, questo conclude la partita: {moves}.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message numerus="yes">
        <source>Replay of {title}: {players}, seed {seed}, %n move(s)</source>
        <translation>
            <numerusform>Riproduzione di {title}: {players}, seme {seed}, %n mossa</numerusform>
            <numerusform>Riproduzione di {title}: {players}, seme {seed}, %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <source>The setup (Home)</source>
        <translation>La preparazione (Home)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Una mossa indietro (Sinistra)</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Avvia</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Avvia / pausa (Spazio)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Una mossa avanti (Destra)</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fine (Fine)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)/s</source>
        <translation>
            <numerusform>%n mossa/s</numerusform>
            <numerusform>%n mosse/s</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocità:</translation>
    </message>
    <message>
        <source>All (omniscient)</source>
        <translation>Tutto (onnisciente)</translation>
    </message>
    <message>
        <source>What {seat} knows</source>
        <translation>Ciò che sa {seat}</translation>
    </message>
    <message>
        <source>Whose knowledge of the hidden draws to show; the large mat follows the seat</source>
        <translation>Di chi mostrare la conoscenza delle pescate nascoste; la plancia grande segue il posto</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostra:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Start a live game from this position</source>
        <translation>Inizia una partita vera da questa posizione</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation>Informazioni nascoste</translation>
    </message>
    <message>
        <source>Move of the game shown</source>
        <translation>Mossa della partita mostrata</translation>
    </message>
    <message>
        <source>Left and Right step one move, Home and End go to the setup and the end</source>
        <translation>Sinistra e Destra avanzano o arretrano di una mossa, Inizio e Fine vanno alla preparazione e alla fine</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>The game's table at the move shown</source>
        <translation>Il tavolo della partita alla mossa mostrata</translation>
    </message>
    <message>
        <source>What happened, by round and phase; the move shown is highlighted</source>
        <translation>Cosa è successo, per round e fase; la mossa mostrata è evidenziata</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Velocità della riproduzione</translation>
    </message>
    <message>
        <source>Whose knowledge to show</source>
        <translation>Di chi mostrare le conoscenze</translation>
    </message>
    <message>
        <source>Move {step} of {length} · Round {round} · {phase}</source>
        <translation>Mossa {step} di {length} · Round {round} · {phase}</translation>
    </message>
    <message>
        <source> — {seat} {action}</source>
        <translation> — {seat} {action}</translation>
    </message>
    <message>
        <source>{position}   (VP: {scores})</source>
        <translation>{position}   (PV: {scores})</translation>
    </message>
    <message>
        <source>‖ Pause</source>
        <translation>‖ Pausa</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Final score.</source>
        <translation>Punteggio finale.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Final scoring by category</source>
        <translation>Punteggio finale per categoria</translation>
    </message>
    <message>
        <source>A row for each category and the total, a column for each player</source>
        <translation>Una riga per ogni categoria e per il totale, una colonna per ogni giocatore</translation>
    </message>
    <message>
        <source>{names} wins with {vp} VP.</source>
        <translation>{names} vince con {vp} PV.</translation>
    </message>
    <message>
        <source>{names} win (tie) with {vp} VP.</source>
        <translation>{names} vincono (parità) con {vp} PV.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Rematch (same players, new deal)</source>
        <translation>Rivincita (stessi giocatori, nuova mano)</translation>
    </message>
    <message>
        <source>The same game with the same players and levels, and a new seed</source>
        <translation>Lo stesso gioco con gli stessi giocatori e livelli, e un nuovo seme</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>SeatColours</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>R</source>
        <comment>Red's initial</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>B</source>
        <comment>Blue's initial</comment>
        <translation>Bl</translation>
    </message>
    <message>
        <source>K</source>
        <comment>Black's initial</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>W</source>
        <comment>White's initial</comment>
        <translation>Bi</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>human</source>
        <translation>umano</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>{colour} ({who})</source>
        <translation>{colour} ({who})</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>window_geometry must be a base64 text of at most {limit} characters</source>
        <translation>window_geometry deve essere un testo base64 di al massimo {limit} caratteri</translation>
    </message>
    <message>
        <source>window_geometry is not base64 text</source>
        <translation>window_geometry non è un testo base64</translation>
    </message>
    <message>
        <source>animation_speed must be one of {allowed}, not {value!r}</source>
        <translation>animation_speed deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>last_seats, seat {seat}: the AI level must be a short text</source>
        <translation>last_seats, posto {seat}: il livello dell'IA deve essere un testo breve</translation>
    </message>
    <message>
        <source>last_seats, seat {seat}: bad AI level {value!r} ({error})</source>
        <translation>last_seats, posto {seat}: livello dell'IA non valido {value!r} ({error})</translation>
    </message>
    <message>
        <source>last_seats must list 2 to 4 seats (or none)</source>
        <translation>last_seats deve elencare da 2 a 4 posti (o nessuno)</translation>
    </message>
    <message>
        <source>last_seats, seat {seat}: no 'human' true/false</source>
        <translation>last_seats, posto {seat}: manca 'human' true/false</translation>
    </message>
    <message>
        <source>last_game must be one of {allowed}, not {value!r}</source>
        <translation>last_game deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>language must be one of {allowed}, not {value!r}</source>
        <translation>language deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>{name} must be true or false</source>
        <translation>{name} deve essere true o false</translation>
    </message>
    <message>
        <source>{name} must be true, false or null</source>
        <translation>{name} deve essere true, false o null</translation>
    </message>
    <message>
        <source>last_folder must be a folder's path of at most {limit} characters</source>
        <translation>last_folder deve essere il percorso di una cartella di al massimo {limit} caratteri</translation>
    </message>
    <message>
        <source>palette must be one of {allowed}, not {value!r}</source>
        <translation>palette deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>text_size must be one of {allowed}, not {value!r}</source>
        <translation>text_size deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>sound_volume must be one of {allowed}, not {value!r}</source>
        <translation>sound_volume deve essere uno tra {allowed}, non {value!r}</translation>
    </message>
    <message>
        <source>the settings are not a JSON object</source>
        <translation>le impostazioni non sono un oggetto JSON</translation>
    </message>
    <message>
        <source>cannot read {file}: {error}</source>
        <translation>impossibile leggere {file}: {error}</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}: {error}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %n @Variant value(s) ignored (they could run code).</source>
        <translation>
            <numerusform>{file}: %n valore @Variant ignorato (potrebbe eseguire codice).</numerusform>
            <numerusform>{file}: %n valori @Variant ignorati (potrebbero eseguire codice).</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings could not be used ({error}); defaults instead.</source>
        <translation>Le impostazioni non si possono usare ({error}); si usano quelle predefinite.</translation>
    </message>
    <message>
        <source>It could not be moved aside ({error}): the settings will not be saved this time.</source>
        <translation>Non è stato possibile spostare il file ({error}): questa volta le impostazioni non saranno salvate.</translation>
    </message>
    <message>
        <source>The file is kept as {file}.</source>
        <translation>Il file è conservato come {file}.</translation>
    </message>
    <message>
        <source>The old {file} was ignored ({error}).</source>
        <translation>Il vecchio {file} è stato ignorato ({error}).</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>the miniaudio library is not installed</source>
        <translation>la libreria miniaudio non è installata</translation>
    </message>
    <message>
        <source>no sound device could be opened</source>
        <translation>non si è potuto aprire nessun dispositivo audio</translation>
    </message>
    <message>
        <source>No sound: {why}</source>
        <translation>Niente suoni: {why}</translation>
    </message>
    <message>
        <source>The table's cues cannot be heard: {why}. Everything they say is shown on the table, in the log and in the status line.</source>
        <translation>I suoni del tavolo non si possono sentire: {why}. Tutto ciò che dicono è mostrato sul tavolo, nel registro e nella riga di stato.</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>S&amp;uoni</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Ri&amp;produci i suoni</translation>
    </message>
    <message>
        <source>Short sounds for a move, a refusal, coins taken, a reveal, a round's end, your turn and the game's end; each is also shown on the table</source>
        <translation>Brevi suoni per una mossa, un rifiuto, monete prese, una scoperta, la fine di un round, il tuo turno e la fine della partita; ognuno è anche mostrato sul tavolo</translation>
    </message>
    <message>
        <source>Only &amp;your turn</source>
        <translation>Solo il &amp;tuo turno</translation>
    </message>
    <message>
        <source>Only the sound that says it is your turn after the AI's moves</source>
        <translation>Solo il suono che dice che è il tuo turno dopo le mosse dell'IA</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volume</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>cannot save {file}: {error}</source>
        <translation>impossibile salvare {file}: {error}</translation>
    </message>
    <message>
        <source>not a readable game record ({error})</source>
        <translation>non è una registrazione di partita leggibile ({error})</translation>
    </message>
    <message>
        <source>this is a game of {title}: the window has no table for it</source>
        <translation>questa è una partita a {title}: la finestra non ha un tavolo per questo gioco</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Ancora niente da annullare.</translation>
    </message>
    <message>
        <source>You have made no move yet: there is nothing of yours to take back.</source>
        <translation>Non hai ancora fatto nessuna mossa: non c'è niente di tuo da annullare.</translation>
    </message>
    <message>
        <source>Hidden information came to light since your last decision (a card or tile was drawn): it can no longer be taken back.</source>
        <translation>Dopo la tua ultima decisione sono state rivelate informazioni nascoste (è stata pescata una carta o una tessera): non si può più annullare.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
</context>
<context>
    <name>WordsPanel</name>
    <message>
        <source>Table in words</source>
        <translation>Il tavolo a parole</translation>
    </message>
    <message>
        <source>The table said in sentences: the scores, each seat's holdings, what is on offer</source>
        <translation>Il tavolo detto a frasi: i punteggi, ciò che ha ogni posto, ciò che è disponibile</translation>
    </message>
    <message>
        <source>What to read</source>
        <translation>Che cosa leggere</translation>
    </message>
    <message>
        <source>The overview, a seat (Ctrl+1 to 4) or an area of the table (Alt+1 to 9)</source>
        <translation>Il riepilogo, un posto (da Ctrl+1 a 4) o una zona del tavolo (da Alt+1 a 9)</translation>
    </message>
    <message>
        <source>&amp;Read:</source>
        <translation>&amp;Leggi:</translation>
    </message>
    <message>
        <source>Scroll the words</source>
        <translation>Scorri il testo</translation>
    </message>
    <message>
        <source>Scroll the words sideways</source>
        <translation>Scorri il testo di lato</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Nessuna partita per ora.</translation>
    </message>
</context>
<context>
    <name>WordsTexts</name>
    <message>
        <source>Table in words</source>
        <translation>Il tavolo a parole</translation>
    </message>
    <message>
        <source>Table in words panel</source>
        <translation>Pannello del tavolo a parole</translation>
    </message>
    <message>
        <source>Table in &amp;words</source>
        <translation>Il tavolo a &amp;parole</translation>
    </message>
    <message>
        <source>The scores, each seat's holdings and what is on offer, in words (F7)</source>
        <translation>I punteggi, ciò che ha ogni posto e ciò che è disponibile, a parole (F7)</translation>
    </message>
    <message>
        <source>Read in words</source>
        <translation>Leggi a parole</translation>
    </message>
    <message>
        <source>F7: the table in words</source>
        <translation>F7: il tavolo a parole</translation>
    </message>
    <message>
        <source>{seat} {vp} VP</source>
        <translation>{seat} {vp} PV</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Punteggi: {scores}.</translation>
    </message>
    <message>
        <source>Since your last move: nothing yet.</source>
        <translation>Dalla tua ultima mossa: ancora niente.</translation>
    </message>
    <message>
        <source>Turn and scores</source>
        <translation>Turno e punteggi</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Ultime mosse</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Seat: {seat}</source>
        <translation>Posto: {seat}</translation>
    </message>
    <message>
        <source>Area: {area}</source>
        <translation>Zona: {area}</translation>
    </message>
</context>
</TS>