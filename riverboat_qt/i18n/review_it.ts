<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it">
<context>
    <name>KeyMoments</name>
    <message>
        <source>&lt;b&gt;Key moments&lt;/b&gt;</source>
        <translation>&lt;b&gt;Momenti chiave&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The biggest swings of the chance to win: a decision or a draw. Click one to see it.</source>
        <translation>Le variazioni più grandi della probabilità di vittoria: una decisione o la fortuna. Fai clic su una per vederla.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizza la partita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v di %m decisioni</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Round, phase</source>
        <translation>Round, fase</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Blunder: {points:g} points or more</source>
        <translation>Errore grave: {points:g} punti o più</translation>
    </message>
    <message>
        <source>Mistake: {points:g} points or more</source>
        <translation>Errore: {points:g} punti o più</translation>
    </message>
    <message>
        <source>Inaccuracy: {points:g} points or more</source>
        <translation>Imprecisione: {points:g} punti o più</translation>
    </message>
    <message>
        <source>Points lost: how much lower the player's chance to win (0-100) is after the move played than after the AI's best move.</source>
        <translation>Punti persi: di quanto la probabilità di vittoria del giocatore (0-100) è più bassa dopo la mossa giocata che dopo la mossa migliore dell'IA.</translation>
    </message>
    <message>
        <source>The player whose decisions are listed (every player is reviewed)</source>
        <translation>Il giocatore di cui si elencano le decisioni (si analizzano tutti i giocatori)</translation>
    </message>
    <message>
        <source>Weigh every decision of every player with the AI's search (a tenth of a second or so each)</source>
        <translation>Valuta ogni decisione di ogni giocatore con la ricerca dell'IA (circa un decimo di secondo ciascuna)</translation>
    </message>
    <message>
        <source>Review the game: each decision is compared with the AI's best move from the same position, by the chance to win.</source>
        <translation>Analizza la partita: ogni decisione è confrontata con la mossa migliore dell'IA dalla stessa posizione, secondo la probabilità di vittoria.</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Giudizio</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Punti persi</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt;: chance to win</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt;: probabilità di vittoria</translation>
    </message>
    <message>
        <source>the draws: {up} helped, {down} hurt</source>
        <translation>la fortuna: {up} a favore, {down} contro</translation>
    </message>
    <message>
        <source>a click jumps there</source>
        <translation>un clic porta lì</translation>
    </message>
    <message>
        <source>Deep review</source>
        <translation>Analisi approfondita</translation>
    </message>
    <message>
        <source>Look further: the Hard AI's own search at every decision, its best moves each weighed many times, on every core of this computer. Minutes, not seconds; kept with the game, so it is made once. Its marks are the ones to trust.</source>
        <translation>Guarda più lontano: la ricerca dell'IA Difficile a ogni decisione, con le sue mosse migliori valutate molte volte ciascuna, su tutti i core di questo computer. Minuti, non secondi; conservata con la partita, quindi si fa una volta sola. I suoi segni sono quelli di cui fidarsi.</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>The player's chance to win before the move (0-100%)</source>
        <translation>La probabilità di vittoria del giocatore prima della mossa (0-100%)</translation>
    </message>
    <message>
        <source>The move played, and the chance to win after it</source>
        <translation>La mossa giocata e la probabilità di vittoria dopo di essa</translation>
    </message>
    <message>
        <source>The AI's better move, the chance to win after it, and why it is better</source>
        <translation>La mossa migliore dell'IA, la probabilità di vittoria dopo di essa e perché è migliore</translation>
    </message>
    <message>
        <source>Points of win chance lost against the better move</source>
        <translation>Punti di probabilità di vittoria persi rispetto alla mossa migliore</translation>
    </message>
    <message>
        <source>Click a row: the table shows the position before that decision, the better move ringed</source>
        <translation>Clic su una riga: il tavolo mostra la posizione prima di quella decisione, con la mossa migliore cerchiata</translation>
    </message>
    <message>
        <source>Also list the moves that lost less than {points:g} points</source>
        <translation>Elenca anche le mosse che hanno perso meno di {points:g} punti</translation>
    </message>
    <message>
        <source>Starting the AI's helper…</source>
        <translation>Avvio del processo dell'IA…</translation>
    </message>
    <message>
        <source>Starting the deep review…</source>
        <translation>Avvio dell'analisi approfondita…</translation>
    </message>
    <message>
        <source>A kept deep review of this game was refused ({why}); a new one can be made.</source>
        <translation>Un'analisi approfondita conservata di questa partita è stata rifiutata ({why}); se ne può fare una nuova.</translation>
    </message>
    <message>
        <source>Show the deep review</source>
        <translation>Mostra l'analisi approfondita</translation>
    </message>
    <message>
        <source>This game's deep review, made earlier and kept with it</source>
        <translation>L'analisi approfondita di questa partita, fatta in precedenza e conservata con essa</translation>
    </message>
    <message>
        <source>The deep review could not be kept: {error}</source>
        <translation>Non è stato possibile conservare l'analisi approfondita: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Deep review: about %n minute(s) on {cores} cores…</source>
        <translation>
            <numerusform>Analisi approfondita: circa %n minuto su {cores} core…</numerusform>
            <numerusform>Analisi approfondita: circa %n minuti su {cores} core…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n decision(s) of {seat}…</source>
        <translation>
            <numerusform>Analisi di %n decisione di {seat}…</numerusform>
            <numerusform>Analisi di %n decisioni di {seat}…</numerusform>
        </translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>L'analisi è stata annullata.</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>L'analisi non è riuscita: {error}</translation>
    </message>
    <message numerus="yes">
        <source>{seat}: %n decision(s) reviewed.</source>
        <translation>
            <numerusform>{seat}: %n decisione analizzata.</numerusform>
            <numerusform>{seat}: %n decisioni analizzate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: {seat}'s first %n decision(s) reviewed.</source>
        <translation>
            <numerusform>Annullata: analizzata la prima decisione di {seat}.</numerusform>
            <numerusform>Annullata: analizzate le prime %n decisioni di {seat}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a row to see the position and the better move.</source>
        <translation>Fai clic su una riga per vedere la posizione e la mossa migliore.</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>fino alla fine della partita</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ahead</source>
        <translation>
            <numerusform>%n mossa più avanti</numerusform>
            <numerusform>%n mosse più avanti</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Deep review&lt;/b&gt;: the Hard AI's search at each decision, its {candidates} best moves each weighed {samples} times, {ahead}.</source>
        <translation>&lt;b&gt;Analisi approfondita&lt;/b&gt;: la ricerca dell'IA Difficile a ogni decisione, le sue {candidates} mosse migliori valutate {samples} volte ciascuna, {ahead}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Quick review&lt;/b&gt;: a search of %n try (tries) at each decision, each move weighed {samples} times, {ahead}.</source>
        <translation>
            <numerusform>&lt;b&gt;Analisi rapida&lt;/b&gt;: una ricerca di %n tentativo a ogni decisione, ogni mossa valutata {samples} volte, {ahead}.</numerusform>
            <numerusform>&lt;b&gt;Analisi rapida&lt;/b&gt;: una ricerca di %n tentativi a ogni decisione, ogni mossa valutata {samples} volte, {ahead}.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Quick review&lt;/b&gt;: {seconds:g} s of search at each decision, each move weighed {samples} times, {ahead}.</source>
        <translation>&lt;b&gt;Analisi rapida&lt;/b&gt;: {seconds:g} s di ricerca a ogni decisione, ogni mossa valutata {samples} volte, {ahead}.</translation>
    </message>
    <message>
        <source>Marks the deep review does not make are shown as uncertain.</source>
        <translation>I segni che l'analisi approfondita non conferma sono mostrati come incerti.</translation>
    </message>
    <message>
        <source>The deep review looks further.</source>
        <translation>L'analisi approfondita guarda più lontano.</translation>
    </message>
    <message>
        <source>From move {move} on, both players' best moves are searched to the end of the game.</source>
        <translation>Dalla mossa {move} in poi, le mosse migliori di entrambi i giocatori sono cercate fino alla fine della partita.</translation>
    </message>
    <message>
        <source>why: {why}</source>
        <translation>perché: {why}</translation>
    </message>
    <message>
        <source>Round {round}, {phase}</source>
        <translation>Round {round}, {phase}</translation>
    </message>
    <message>
        <source>{mark}? uncertain</source>
        <translation>{mark}? incerto</translation>
    </message>
    <message>
        <source>The deep review of this game does not mark this move.</source>
        <translation>L'analisi approfondita di questa partita non segna questa mossa.</translation>
    </message>
    <message>
        <source>no mark</source>
        <translation>nessun segno</translation>
    </message>
    <message>
        <source>Your accuracy: {accuracy:.0f}. You lost {loss:.1f} points of win chance a decision on average, over {decisions} decisions; {marks}.</source>
        <translation>La tua precisione: {accuracy:.0f}. Hai perso in media {loss:.1f} punti di probabilità di vittoria a decisione, su {decisions} decisioni; {marks}.</translation>
    </message>
    <message>
        <source>{seat}'s accuracy: {accuracy:.0f}. They lost {loss:.1f} points of win chance a decision on average, over {decisions} decisions; {marks}.</source>
        <translation>Precisione di {seat}: {accuracy:.0f}. Ha perso in media {loss:.1f} punti di probabilità di vittoria a decisione, su {decisions} decisioni; {marks}.</translation>
    </message>
    <message>
        <source>The chance to win: {start}% at the start, {end}.</source>
        <translation>La probabilità di vittoria: {start}% all'inizio, {end}.</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n errore grave</numerusform>
            <numerusform>%n errori gravi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n imprecisione</numerusform>
            <numerusform>%n imprecisioni</numerusform>
        </translation>
    </message>
    <message>
        <source>The review's own looking further at each span's start (neither the moves nor the draws): {further:+d}.</source>
        <translation>Quanto la revisione stessa ha guardato più avanti all'inizio di ogni tratto (né le mosse né la fortuna): {further:+d}.</translation>
    </message>
    <message>
        <source>No decision to judge.</source>
        <translation>Nessuna decisione da giudicare.</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>hai vinto</translation>
    </message>
    <message>
        <source>they won</source>
        <translation>ha vinto</translation>
    </message>
    <message>
        <source>you lost</source>
        <translation>hai perso</translation>
    </message>
    <message>
        <source>they lost</source>
        <translation>ha perso</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy&lt;/b&gt; (0-100): {seats}</source>
        <translation>&lt;b&gt;Precisione&lt;/b&gt; (0-100): {seats}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt;: accuracy {accuracy}; the play {play:+.0f} and the draws {luck:+.0f} points of win chance; {loss:.1f} lost a decision against the best moves</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt;: precisione {accuracy}; il gioco {play:+.0f} e la fortuna {luck:+.0f} punti di probabilità di vittoria; {loss:.1f} persi a decisione rispetto alle mosse migliori</translation>
    </message>
    <message>
        <source>about {vp:.1f} VP more than the best other player by the end</source>
        <translation>circa {vp:.1f} PV in più del miglior altro giocatore alla fine</translation>
    </message>
    <message>
        <source>Move {move}: the draws {swing:+.0f}</source>
        <translation>Mossa {move}: la fortuna {swing:+.0f}</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>decisione</translation>
    </message>
    <message>
        <source>Move {move}: {what} {swing:+.0f}</source>
        <translation>Mossa {move}: {what} {swing:+.0f}</translation>
    </message>
    <message>
        <source>Show the position after move {move}, whose draws moved the chance to win by {swing:+.0f} points</source>
        <translation>Mostra la posizione dopo la mossa {move}, in cui la fortuna ha cambiato la probabilità di vittoria di {swing:+.0f} punti</translation>
    </message>
    <message>
        <source>Show the position before move {move} and the better move</source>
        <translation>Mostra la posizione prima della mossa {move} e la mossa migliore</translation>
    </message>
    <message>
        <source>At the start: {seat} {chance:.0f}% to win</source>
        <translation>All'inizio: {seat} {chance:.0f}% di probabilità di vittoria</translation>
    </message>
    <message>
        <source>After move {step}: {seat} {chance:.0f}% to win</source>
        <translation>Dopo la mossa {step}: {seat} {chance:.0f}% di probabilità di vittoria</translation>
    </message>
    <message>
        <source>the draws of this move {luck:+.0f}</source>
        <translation>la fortuna di questa mossa {luck:+.0f}</translation>
    </message>
    <message>
        <source>next move: {mark}, {lost:.1f} points lost</source>
        <translation>mossa seguente: {mark}, {lost:.1f} punti persi</translation>
    </message>
    <message>
        <source>Move {move}: played {played}; better (ringed): {better}. {lost:.1f} points of win chance lost</source>
        <translation>Mossa {move}: giocata {played}; migliore (cerchiata): {better}. {lost:.1f} punti di probabilità di vittoria persi</translation>
    </message>
    <message>
        <source>Move {move}: played {played}; better: {better}. {lost:.1f} points of win chance lost</source>
        <translation>Mossa {move}: giocata {played}; migliore: {better}. {lost:.1f} punti di probabilità di vittoria persi</translation>
    </message>
    <message>
        <source>The better move, expected: {why}</source>
        <translation>Con la mossa migliore, in media: {why}</translation>
    </message>
    <message>
        <source>By phase</source>
        <translation>Per fase</translation>
    </message>
    <message>
        <source>By sort of move</source>
        <translation>Per tipo di mossa</translation>
    </message>
    <message>
        <source>nothing lost</source>
        <translation>nessuna perdita</translation>
    </message>
    <message>
        <source>Adding up: {start}% at the start, the moves {play:+d} and the others' {others:+d} (each against the AI's rule of thumb), the draws {luck:+d}: {end}.</source>
        <translation>Sommando: {start}% all'inizio, le mosse {play:+d} e quelle degli altri {others:+d} (ciascuna rispetto alla regola empirica dell'IA), la fortuna {luck:+d}: {end}.</translation>
    </message>
    <message>
        <source>{end}% where the review stopped</source>
        <translation>{end}% dove l'analisi si è fermata</translation>
    </message>
    <message>
        <source>{end}% at the record's last move</source>
        <translation>{end}% all'ultima mossa registrata</translation>
    </message>
    <message>
        <source>a shared win ({end}%)</source>
        <translation>vittoria condivisa ({end}%)</translation>
    </message>
    <message>
        <source>{vp:+.1f} VP {category}</source>
        <translation>{vp:+.1f} PV {category}</translation>
    </message>
    <message>
        <source>{vp:+.1f} VP for the best other player</source>
        <translation>{vp:+.1f} PV per il migliore degli altri giocatori</translation>
    </message>
    <message>
        <source>Move {move}: {played} — the AI agrees.</source>
        <translation>Mossa {move}: {played} — l'IA è d'accordo.</translation>
    </message>
    <message>
        <source>Open the replay and compare each of your decisions with the AI's best move</source>
        <translation>Apri il replay della partita e confronta ogni tua decisione con la mossa migliore dell'IA</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Analisi della partita</translation>
    </message>
</context>
<context>
    <name>RiverboatReview</name>
    <message>
        <source>Phase tiles</source>
        <translation>Tessere fase</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Lavoratori</translation>
    </message>
    <message>
        <source>Round-track worker</source>
        <translation>Lavoratore del tracciato dei round</translation>
    </message>
    <message>
        <source>Crop tiles</source>
        <translation>Tessere raccolto</translation>
    </message>
    <message>
        <source>Riverboats</source>
        <translation>Navi</translation>
    </message>
    <message>
        <source>Estate features</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenti</translation>
    </message>
    <message>
        <source>Opportunity cards</source>
        <translation>Carte opportunità</translation>
    </message>
    <message>
        <source>Scoring bonus</source>
        <translation>Bonus del punteggio</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Supervisori</translation>
    </message>
</context>
<context>
    <name>TheRiverReview</name>
    <message>
        <source>Starting tile</source>
        <translation>Tessera iniziale</translation>
    </message>
    <message>
        <source>Trades for food</source>
        <translation>Commerciare per il cibo</translation>
    </message>
    <message>
        <source>Claiming terrain tiles</source>
        <translation>Prendere tessere terreno</translation>
    </message>
    <message>
        <source>Constructing buildings</source>
        <translation>Costruire edifici</translation>
    </message>
    <message>
        <source>Producing on the islands</source>
        <translation>Produrre sulle isole</translation>
    </message>
    <message>
        <source>Food island</source>
        <translation>Isola del cibo</translation>
    </message>
    <message>
        <source>Reserving buildings</source>
        <translation>Riservare edifici</translation>
    </message>
    <message>
        <source>First player pawn</source>
        <translation>Pedina primo giocatore</translation>
    </message>
    <message>
        <source>Swapping river tiles</source>
        <translation>Scambiare tessere del fiume</translation>
    </message>
    <message>
        <source>Returning resources</source>
        <translation>Restituire risorse</translation>
    </message>
    <message>
        <source>Meadow swaps</source>
        <translation>Scambi del prato del doppio scambio</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>Chance to win, move by move</source>
        <translation>Probabilità di vittoria, mossa per mossa</translation>
    </message>
</context>
</TS>