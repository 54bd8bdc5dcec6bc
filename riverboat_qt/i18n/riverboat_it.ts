<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it">
<context>
    <name>RiverboatBoards</name>
    <message>
        <source>Opportunity pile
{cards}</source>
        <translation>Mazzo opportunità
{cards}</translation>
    </message>
    <message>
        <source>New Orleans</source>
        <translation>New Orleans</translation>
    </message>
    <message>
        <source>The opportunity pile: pay a coin in the Opportunity phase to look
through it and take any card (no space bonus).</source>
        <translation>Il mazzo delle carte opportunità: nella fase Opportunità paga una moneta per
guardarlo e prendere una carta qualsiasi (senza il bonus dello spazio).</translation>
    </message>
    <message>
        <source>Agents in New Orleans: 1 VP each per round; most agents score {awards} at the end.</source>
        <translation>Agenti a New Orleans: 1 PV ciascuno per round; chi ha più agenti fa {awards} PV alla fine.</translation>
    </message>
    <message>
        <source>cap {capacity}</source>
        <translation>cap. {capacity}</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>presa</translation>
    </message>
    <message>
        <source>pile {count}</source>
        <translation>pila {count}</translation>
    </message>
    <message>
        <source>
Face up: yes; {count} more in its pile (1 coin each).</source>
        <translation>
Scoperta: sì; altre {count} nella sua pila (1 moneta l'una).</translation>
    </message>
    <message>
        <source>
Face up: no; {count} more in its pile (1 coin each).</source>
        <translation>
Scoperta: no; altre {count} nella sua pila (1 moneta l'una).</translation>
    </message>
    <message>
        <source>An empty opportunity card space.</source>
        <translation>Uno spazio opportunità vuoto.</translation>
    </message>
    <message>
        <source>
Space bonus: {bonus}.</source>
        <translation>
Bonus dello spazio: {bonus}.</translation>
    </message>
    <message>
        <source>Agents:</source>
        <translation>Agenti:</translation>
    </message>
    <message>
        <source>Crop supply</source>
        <translation>Riserva raccolto</translation>
    </message>
    <message>
        <source>An empty {size}-hex space (refilled next round).</source>
        <translation>Uno spazio vuoto per tessere da {size} (riempito nel prossimo round).</translation>
    </message>
    <message>
        <source>{size}-hex pile
{tiles}</source>
        <translation>Pila da {size}
{tiles}</translation>
    </message>
    <message>
        <source>Face-down pile of {size}-hex crop tiles ({count} left).</source>
        <translation>Pila coperta delle tessere raccolto da {size} (ne restano {count}).</translation>
    </message>
    <message>
        <source>
Planting coin ability: pay 1 coin to look through it and take any tile.</source>
        <translation>
Moneta nella fase Piantagione: paga 1 moneta per guardarla e prendere una tessera qualsiasi.</translation>
    </message>
    <message>
        <source>Phase tiles</source>
        <translation>Tessere fase</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libera</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Round {round} di {rounds}</translation>
    </message>
    <message>
        <source>Round track: the Cultivation tile's bonus takes its leftmost worker.</source>
        <translation>Tracciato dei round: il bonus della tessera Coltivazione prende il suo lavoratore più a sinistra.</translation>
    </message>
    <message>
        <source>Cultivation card: {card}; {left} more to reveal this phase; {deck} in the deck.</source>
        <translation>Carta coltivazione: {card}; altre da rivelare in questa fase: {left}; nel mazzo: {deck}.</translation>
    </message>
    <message>
        <source>card: {card}
{left} to reveal
deck {deck}</source>
        <translation>carta: {card}
da rivelare: {left}
mazzo: {deck}</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Score track</source>
        <translation>Tracciato del punteggio</translation>
    </message>
    <message>
        <source>{seat}: {vp} VP</source>
        <translation>{seat}: {vp} PV</translation>
    </message>
</context>
<context>
    <name>RiverboatChoices</name>
    <message>
        <source>Paying a coin to ignore the card</source>
        <translation>Pagando una moneta per ignorare la carta</translation>
    </message>
    <message>
        <source>A card from the opportunity pile, for a coin</source>
        <translation>Una carta dal mazzo opportunità, per una moneta</translation>
    </message>
    <message>
        <source>A copy from a riverboat pile, for a coin</source>
        <translation>Una copia da una pila di navi, per una moneta</translation>
    </message>
    <message>
        <source>crop tile</source>
        <translation>tessera raccolto</translation>
    </message>
    <message>
        <source>On {hex}…</source>
        <translation>Su {hex}…</translation>
    </message>
    <message>
        <source>A tile from its pile, for a coin</source>
        <translation>Una tessera dalla sua pila, per una moneta</translation>
    </message>
    <message>
        <source>{hex}: {crop}</source>
        <translation>{hex}: {crop}</translation>
    </message>
    <message>
        <source>Fields of colour {colour}</source>
        <translation>Campi di colore {colour}</translation>
    </message>
    <message>
        <source>{crop} well {before} → {after} VP</source>
        <translation>pozzo di {crop} {before} → {after} PV</translation>
    </message>
    <message>
        <source>barn {hex} {before} → {after} VP</source>
        <translation>fienile {hex} {before} → {after} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) on the outskirts</source>
        <translation><numerusform>%n campo sul bordo</numerusform><numerusform>%n campi sul bordo</numerusform></translation>
    </message>
    <message>
        <source>completes the {colours} fields</source>
        <translation>completa i campi {colours}</translation>
    </message>
</context>
<context>
    <name>RiverboatDrag</name>
    <message>
        <source>This tile fits under none of your workers that wait for a crop.</source>
        <translation>Questa tessera non va sotto nessuno dei tuoi lavoratori in attesa di un raccolto.</translation>
    </message>
    <message>
        <source>From the piles for 1 coin: drag a tile onto your workers</source>
        <translation>Pile (1 moneta): trascina una tessera sui lavoratori</translation>
    </message>
    <message>
        <source>Drop the tile on your workers; the mouse wheel or R turns it.</source>
        <translation>Lascia la tessera sui tuoi lavoratori; la rotella del mouse o R la ruota.</translation>
    </message>
    <message>
        <source>Drop the tile onto your own mat, under workers waiting for a crop.</source>
        <translation>Lascia la tessera sulla tua plancia, sotto lavoratori in attesa di un raccolto.</translation>
    </message>
    <message>
        <source>not a legal position</source>
        <translation>non è una posizione consentita</translation>
    </message>
</context>
<context>
    <name>RiverboatHidden</name>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>&lt;b&gt;Everything (omniscient)&lt;/b&gt;: the upcoming draws, in order.</source>
        <translation>&lt;b&gt;Tutto (onnisciente)&lt;/b&gt;: le prossime pescate, in ordine.</translation>
    </message>
    <message>
        <source> (then the discards, reshuffled)</source>
        <translation> (poi gli scarti, rimescolati)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next cultivation cards&lt;/b&gt;: {cards}</source>
        <translation>&lt;b&gt;Prossime carte coltivazione&lt;/b&gt;: {cards}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next {size}-hex tiles&lt;/b&gt;: {tiles}</source>
        <translation>&lt;b&gt;Prossime tessere da {size}&lt;/b&gt;: {tiles}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next opportunity cards&lt;/b&gt;: {cards}</source>
        <translation>&lt;b&gt;Prossime carte opportunità&lt;/b&gt;: {cards}</translation>
    </message>
    <message>
        <source>&lt;b&gt;What {seat} can know&lt;/b&gt;: what is left, not its order.</source>
        <translation>&lt;b&gt;Quello che {seat} può sapere&lt;/b&gt;: cosa resta, non in che ordine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cultivation deck&lt;/b&gt; ({cards}): {counts}</source>
        <translation>&lt;b&gt;Mazzo coltivazione&lt;/b&gt; ({cards}): {counts}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size}-hex pile&lt;/b&gt; ({tiles}): {counts}</source>
        <translation>&lt;b&gt;Pila da {size}&lt;/b&gt; ({tiles}): {counts}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opportunity pile&lt;/b&gt; ({cards}): at the bottom, known: {known}; unknown: {unknown}</source>
        <translation>&lt;b&gt;Mazzo opportunità&lt;/b&gt; ({cards}): in fondo, note: {known}; ignote: {unknown}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opportunity pile&lt;/b&gt; ({cards}); unknown: {unknown}</source>
        <translation>&lt;b&gt;Mazzo opportunità&lt;/b&gt; ({cards}); ignote: {unknown}</translation>
    </message>
</context>
<context>
    <name>RiverboatHints</name>
    <message>
        <source>take the {phase} phase tile</source>
        <translation>prendi la tessera fase {phase}</translation>
    </message>
    <message>
        <source>place the round-track worker on {hex}</source>
        <translation>piazza il lavoratore del tracciato dei round in {hex}</translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour}), paying a coin to ignore the card</source>
        <translation>piazza un lavoratore in {hex} ({colour}), pagando una moneta per ignorare la carta</translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour})</source>
        <translation>piazza un lavoratore in {hex} ({colour})</translation>
    </message>
    <message>
        <source>crop tile</source>
        <translation>tessera raccolto</translation>
    </message>
    <message>
        <source>plant a {tile}: {where}, bought from its pile for a coin</source>
        <translation>pianta una {tile}: {where}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>plant a {tile}: {where}</source>
        <translation>pianta una {tile}: {where}</translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}, bought from its pile for a coin</source>
        <translation>pianta una {tile} in {hexes}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}</source>
        <translation>pianta una {tile} in {hexes}</translation>
    </message>
    <message>
        <source>ship {count} {crop} on the {boat} into boat slot {slot}, a copy bought from its pile for a coin</source>
        <translation>spedisci {crop} (×{count}) con la {boat} nello spazio nave {slot}, una copia comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>ship {count} {crop} on the {boat} into boat slot {slot}</source>
        <translation>spedisci {crop} (×{count}) con la {boat} nello spazio nave {slot}</translation>
    </message>
    <message>
        <source>pass: no more riverboats this round</source>
        <translation>passa: nessun'altra nave in questo round</translation>
    </message>
    <message>
        <source>take a surveyor</source>
        <translation>prendi un supervisore</translation>
    </message>
    <message>
        <source>build a barn on {hex}</source>
        <translation>costruisci un fienile in {hex}</translation>
    </message>
    <message>
        <source>dig a well on {hex}</source>
        <translation>costruisci un pozzo in {hex}</translation>
    </message>
    <message>
        <source>dig a well on {hex} ({crop})</source>
        <translation>costruisci un pozzo in {hex} ({crop})</translation>
    </message>
    <message>
        <source>send no agents to New Orleans</source>
        <translation>non inviare agenti a New Orleans</translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>invia %n agente a New Orleans</numerusform>
            <numerusform>invia %n agenti a New Orleans</numerusform>
        </translation>
    </message>
    <message>
        <source>the “{title}” card</source>
        <translation>la carta “{title}”</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>take {card} from opportunity space {space}</source>
        <translation>prendi {card} dallo spazio opportunità {space}</translation>
    </message>
    <message>
        <source>take {card} from the opportunity pile for a coin</source>
        <translation>prendi {card} dal mazzo opportunità per una moneta</translation>
    </message>
    <message>
        <source>take the scoring bonus: {bonus}</source>
        <translation>prendi il bonus della fase Punteggio: {bonus}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>survey the barn on {hex}</source>
        <translation>conteggia il fienile in {hex}</translation>
    </message>
    <message>
        <source>survey the {crop} well</source>
        <translation>conteggia il pozzo ({crop})</translation>
    </message>
    <message>
        <source>survey {card}</source>
        <translation>conteggia {card}</translation>
    </message>
    <message>
        <source>place no more surveyors</source>
        <translation>non piazzare altri supervisori</translation>
    </message>
</context>
<context>
    <name>RiverboatInteractions</name>
    <message>
        <source>Spend a coin: any empty field</source>
        <translation>Spendi una moneta: un campo vuoto qualsiasi</translation>
    </message>
    <message>
        <source>Buy from a pile (1 coin)…</source>
        <translation>Compra da una pila (1 moneta)…</translation>
    </message>
    <message>
        <source>Pass (no more boats)</source>
        <translation>Passa (nessun'altra nave)</translation>
    </message>
    <message>
        <source>Take a surveyor</source>
        <translation>Prendi un supervisore</translation>
    </message>
    <message>
        <source>Send no agents</source>
        <translation>Nessun agente</translation>
    </message>
    <message>
        <source>Look through the pile (1 coin)…</source>
        <translation>Guarda nel mazzo (1 moneta)…</translation>
    </message>
    <message>
        <source>Stop surveying</source>
        <translation>Nessun altro supervisore</translation>
    </message>
    <message>
        <source>Take 1 coin</source>
        <translation>Prendi 1 moneta</translation>
    </message>
    <message>
        <source>Harbor master +1 step</source>
        <translation>Harbor Master +1 passo</translation>
    </message>
    <message>
        <source>Send 1 worker to New Orleans</source>
        <translation>Invia 1 lavoratore a New Orleans</translation>
    </message>
    <message>
        <source>barn</source>
        <translation>fienile</translation>
    </message>
    <message>
        <source>well</source>
        <translation>pozzo</translation>
    </message>
    <message>
        <source>surveyor</source>
        <translation>supervisore</translation>
    </message>
    <message>
        <source>Phase {number}</source>
        <translation>Fase {number}</translation>
    </message>
    <message numerus="yes">
        <source>Send %n agent(s)</source>
        <translation>
            <numerusform>Invia %n agente</numerusform>
            <numerusform>Invia %n agenti</numerusform>
        </translation>
    </message>
    <message>
        <source>Ship {crop} (1 coin)</source>
        <translation>Spedisci {crop} (1 moneta)</translation>
    </message>
    <message>
        <source>Ship {crop}</source>
        <translation>Spedisci {crop}</translation>
    </message>
    <message>
        <source>Take this phase tile</source>
        <translation>Prendi questa tessera fase</translation>
    </message>
    <message>
        <source>Ignore the cultivation card for this worker (1 coin)</source>
        <translation>Ignora la carta coltivazione per questo lavoratore (1 moneta)</translation>
    </message>
    <message>
        <source>Spending a coin: click any lit empty field (C again: no coin).</source>
        <translation>Spendi una moneta: clicca un campo vuoto evidenziato (di nuovo C: nessuna moneta).</translation>
    </message>
    <message>
        <source>Spending a coin: choose the field among your moves ({panel}); {coin} again: no coin.</source>
        <translation>Spendi una moneta: scegli il campo tra le tue mosse ({panel}); di nuovo {coin}: nessuna moneta.</translation>
    </message>
    <message>
        <source>Look through the 1-hex and 2-hex piles and take any tile</source>
        <translation>Guarda nelle pile delle tessere da 1 e da 2 esagoni e prendi una tessera qualsiasi</translation>
    </message>
    <message>
        <source>From the piles, for 1 coin: drag a tile of the list onto your workers.</source>
        <translation>Dalle pile, per 1 moneta: trascina una tessera dell'elenco sui tuoi lavoratori.</translation>
    </message>
    <message>
        <source>From the piles, for 1 coin: choose the tile among your moves ({panel}).</source>
        <translation>Dalle pile, per 1 moneta: scegli la tessera tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Take no more riverboats this round</source>
        <translation>Non prendere altre navi in questo round</translation>
    </message>
    <message>
        <source>{boat}: choose the crop to ship with the buttons {buttons}.</source>
        <translation>{boat}: scegli il raccolto da spedire con i pulsanti {buttons}.</translation>
    </message>
    <message>
        <source>{boat}: choose the crop to ship among your moves ({panel}).</source>
        <translation>{boat}: scegli il raccolto da spedire tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Estate feature: {kinds} (marked on your mat).</source>
        <translation>Edificio: {kinds} (indicato sulla tua plancia).</translation>
    </message>
    <message>
        <source>Put a surveyor in your supply</source>
        <translation>Metti un supervisore nella tua riserva</translation>
    </message>
    <message>
        <source>Pay a coin and take any card of the pile (no space bonus)</source>
        <translation>Paga una moneta e prendi una carta qualsiasi del mazzo (senza bonus dello spazio)</translation>
    </message>
    <message>
        <source>Opportunity pile: take any card for 1 coin</source>
        <translation>Mazzo opportunità: prendi una carta qualsiasi per 1 moneta</translation>
    </message>
    <message>
        <source>Opportunity pile, for 1 coin: click the card to take (no space bonus).</source>
        <translation>Mazzo opportunità, per 1 moneta: clicca la carta da prendere (senza bonus dello spazio).</translation>
    </message>
    <message>
        <source>Opportunity pile, for 1 coin: choose the card among your moves ({panel}); no space bonus.</source>
        <translation>Mazzo opportunità, per 1 moneta: scegli la carta tra le tue mosse ({panel}); senza bonus dello spazio.</translation>
    </message>
    <message>
        <source>Place no more surveyors this round</source>
        <translation>Non piazzare altri supervisori in questo round</translation>
    </message>
    <message>
        <source>A surveyor now scores: {targets}.</source>
        <translation>Un supervisore ora vale: {targets}.</translation>
    </message>
    <message>
        <source>barn {hex} {vp} VP</source>
        <translation>fienile {hex} {vp} PV</translation>
    </message>
    <message>
        <source>{crop} well {vp} VP</source>
        <translation>pozzo ({crop}) {vp} PV</translation>
    </message>
    <message>
        <source>card “{title}” {vp} VP</source>
        <translation>carta “{title}” {vp} PV</translation>
    </message>
</context>
<context>
    <name>RiverboatMat</name>
    <message>
        <source>Harbor track: the harbor master is on space {space}. Riverboat slot k sits above space k; a boat scores its capacity at the end only if the harbor master reached its slot.
Boats reached now: {vp} VP in all (full if farthest of all players, else half rounded up).</source>
        <translation>Tracciato del porto: l'Harbor Master è sullo spazio {space}. Lo spazio nave k sta sopra lo spazio k; alla fine una nave vale la sua capacità solo se l'Harbor Master ha raggiunto il suo spazio.
Navi raggiunte ora: {vp} PV in tutto (interi se sei il più lontano di tutti, altrimenti la metà arrotondata per eccesso).</translation>
    </message>
    <message>
        <source>Personal supply of {seat}: workers to place or send as agents, coins ({coin} VP each at the end; spend one to bend a rule), surveyors (score a barn, well or card in the Scoring phase), agents in New Orleans (1 VP per round, majority bonus at the end). Harvested crops count for cards; {bonus} of one crop give an estate feature (★).</source>
        <translation>Riserva personale di {seat}: lavoratori da piazzare o da inviare come agenti, monete ({coin} PV l'una alla fine; spendine una per derogare a una regola), supervisori (conteggiano un fienile, un pozzo o una carta nella fase Punteggio), agenti a New Orleans (1 PV per round, bonus di maggioranza alla fine). I raccolti contano per le carte; {bonus} dello stesso raccolto danno un edificio (★).</translation>
    </message>
    <message>
        <source>{hex}: {colour} field ({symbol})</source>
        <translation>{hex}: campo {colour} ({symbol})</translation>
    </message>
    <message>
        <source>{crop} crop</source>
        <translation>raccolto: {crop}</translation>
    </message>
    <message>
        <source>worker (harvestable)</source>
        <translation>lavoratore (si può raccogliere)</translation>
    </message>
    <message>
        <source>worker waiting for a crop tile</source>
        <translation>lavoratore in attesa di una tessera raccolto</translation>
    </message>
    <message>
        <source>barn (scored): {vp} VP per neighbour of its most common crop</source>
        <translation>fienile (conteggiato): {vp} PV per ogni vicino del suo raccolto più comune</translation>
    </message>
    <message>
        <source>barn: {vp} VP per neighbour of its most common crop</source>
        <translation>fienile: {vp} PV per ogni vicino del suo raccolto più comune</translation>
    </message>
    <message>
        <source>Harvested ({bonus} = bonus):</source>
        <translation>Raccolti ({bonus} = bonus):</translation>
    </message>
    <message>
        <source>well: 1 VP per hex of its connected crop group</source>
        <translation>pozzo: 1 PV per esagono del suo gruppo di raccolti collegati</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>{surveyors} ({active} on)</source>
        <translation>{surveyors} (attivi: {active})</translation>
    </message>
    <message>
        <source>Phase tiles: {tiles}</source>
        <translation>Tessere fase: {tiles}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>No opportunity cards yet</source>
        <translation>Ancora nessuna carta opportunità</translation>
    </message>
</context>
<context>
    <name>RiverboatPhaseTiles</name>
    <message>
        <source>take the leftmost worker from the round track and place it in an empty field; it is yours from now on</source>
        <translation>prendi il lavoratore più a sinistra del tracciato dei round e piazzalo in un campo vuoto; da ora è tuo</translation>
    </message>
    <message>
        <source>place up to 8 workers, one per revealed cultivation card</source>
        <translation>piazza fino a 8 lavoratori, uno per ogni carta coltivazione rivelata</translation>
    </message>
    <message>
        <source>ignore the revealed card: place the worker in any empty field</source>
        <translation>ignora la carta rivelata: piazza il lavoratore in un campo vuoto qualsiasi</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 moneta</translation>
    </message>
    <message>
        <source>place crop tiles under your workers, one per turn</source>
        <translation>metti tessere raccolto sotto i tuoi lavoratori, una per turno</translation>
    </message>
    <message>
        <source>choose any 1-hex or 2-hex tile from its face-down draw pile instead of the display</source>
        <translation>scegli una tessera qualsiasi da 1 o 2 esagoni dalla sua pila coperta invece che dal tabellone</translation>
    </message>
    <message>
        <source>harbor master 1 step</source>
        <translation>Harbor Master avanza di 1 passo</translation>
    </message>
    <message>
        <source>claim up to 2 riverboats (round 4: 3)</source>
        <translation>carica fino a 2 navi (round 4: 3)</translation>
    </message>
    <message>
        <source>take a riverboat from a draw pile (another copy of a type already taken this round)</source>
        <translation>prendi una nave da una pila di pesca (un'altra copia di un tipo già preso in questo round)</translation>
    </message>
    <message>
        <source>1 VP</source>
        <translation>1 PV</translation>
    </message>
    <message>
        <source>take 1 face-up opportunity card and the bonus of its space</source>
        <translation>prendi 1 carta opportunità scoperta e il bonus del suo spazio</translation>
    </message>
    <message>
        <source>choose a card from the draw pile instead (no space bonus)</source>
        <translation>scegli invece una carta dal mazzo di pesca (senza bonus dello spazio)</translation>
    </message>
    <message>
        <source>choose one: 1 coin, or harbor master 1 step, or send 1 worker to New Orleans</source>
        <translation>scegline uno: 1 moneta, o 1 passo dell'Harbor Master, o invia 1 lavoratore a New Orleans</translation>
    </message>
    <message>
        <source>place up to 2 surveyors (round 4: 3)</source>
        <translation>piazza fino a 2 supervisori (round 4: 3)</translation>
    </message>
</context>
<context>
    <name>RiverboatScene</name>
    <message>
        <source>General supply</source>
        <translation>Riserva generale</translation>
    </message>
    <message>
        <source>First player: {seat}</source>
        <translation>Primo giocatore: {seat}</translation>
    </message>
    <message>
        <source>The general supply of coins, barns, wells and surveyors.</source>
        <translation>La riserva generale di monete, fienili, pozzi e supervisori.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campi</translation>
    </message>
    <message>
        <source>Crops</source>
        <translation>Raccolti</translation>
    </message>
</context>
<context>
    <name>RiverboatTable</name>
    <message>
        <source>Boats the harbor master reached: full value for the farthest, half (rounded up) for the others.</source>
        <translation>Navi raggiunte dall'Harbor Master: valore intero per il più lontano, metà (arrotondata per eccesso) per gli altri.</translation>
    </message>
    <message>
        <source>Everything scored during the {rounds} rounds: tiles, boats, cards, barns, wells, surveyors, agents, phase tile bonus.</source>
        <translation>Tutto ciò che è stato segnato durante i {rounds} round: tessere, navi, carte, fienili, pozzi, supervisori, agenti, bonus delle tessere fase.</translation>
    </message>
    <message>
        <source>{vp} VP per coin left.</source>
        <translation>{vp} PV per ogni moneta rimasta.</translation>
    </message>
    <message>
        <source>{vp} VP per field colour fully covered by crops and/or barns.</source>
        <translation>{vp} PV per ogni colore di campo interamente coperto da raccolti e/o fienili.</translation>
    </message>
    <message>
        <source>{vp} VP per barn or well without a surveyor, and per surveyor in supply.</source>
        <translation>{vp} PV per ogni fienile o pozzo senza supervisore, e per ogni supervisore nella riserva.</translation>
    </message>
    <message>
        <source>Most agents in New Orleans: {awards} VP (ties: earlier phase tile).</source>
        <translation>Più agenti a New Orleans: {awards} PV (parità: la tessera fase più bassa).</translation>
    </message>
    <message>
        <source>Show hex coordinates</source>
        <translation>Mostra le coordinate degli esagoni</translation>
    </message>
    <message>
        <source>Write each field's name (A1..E8, as the log says) on the mats (G)</source>
        <translation>Scrivi il nome di ogni campo (A1..E8, come nel registro) sulle plance (G)</translation>
    </message>
    <message>
        <source>Michael Kiesling, 2017. Cultivate the fields of your Mississippi estate, plant and ship crops on the riverboats, send agents to New Orleans and survey your barns, wells and opportunity cards.</source>
        <translation>Michael Kiesling, 2017. Coltiva i campi della tua tenuta sul Mississippi, pianta e spedisci i raccolti sulle navi, invia agenti a New Orleans e conteggia fienili, pozzi e carte opportunità con i supervisori.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>A piece in a black and white ring plays it (a dashed gold ring, hatch and coin: it costs a coin)</source>
        <translation>Un pezzo cerchiato di bianco e nero lo gioca (cerchio dorato tratteggiato, tratteggio e moneta: costa una moneta)</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Trascina</translation>
    </message>
    <message>
        <source>A crop tile onto your workers; dropped elsewhere, it goes back</source>
        <translation>Una tessera raccolto sui tuoi lavoratori; lasciata altrove, torna al suo posto</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Rotella del mouse</translation>
    </message>
    <message>
        <source>Turns the tile you are dragging</source>
        <translation>Ruota la tessera che stai trascinando</translation>
    </message>
    <message>
        <source>Turns the tile you are dragging (Shift+R the other way)</source>
        <translation>Ruota la tessera che stai trascinando (Maiusc+R nell'altro senso)</translation>
    </message>
    <message>
        <source>The numbered buttons: a phase tile, how many workers to send, a bonus</source>
        <translation>I pulsanti numerati: una tessera fase, quanti lavoratori mandare, un bonus</translation>
    </message>
    <message>
        <source>Spend a coin: the worker ignores the cultivation card</source>
        <translation>Spendi una moneta: il lavoratore ignora la carta coltivazione</translation>
    </message>
    <message>
        <source>Buy from a pile: look through the tile piles or the card pile</source>
        <translation>Compra da una pila: sfoglia le pile di tessere o la pila di carte</translation>
    </message>
    <message>
        <source>Pass: no more riverboats, or no more surveyors, this round</source>
        <translation>Passa: niente più battelli, o niente più supervisori, in questo round</translation>
    </message>
    <message>
        <source>Take a surveyor</source>
        <translation>Prendi un supervisore</translation>
    </message>
    <message>
        <source>Hover</source>
        <translation>Passa il mouse</translation>
    </message>
    <message>
        <source>Any piece: what it is and what it scores</source>
        <translation>Su un pezzo: cos'è e quanto vale</translation>
    </message>
</context>
<context>
    <name>RiverboatTexts</name>
    <message>
        <source>single</source>
        <translation>singola</translation>
    </message>
    <message>
        <source>domino</source>
        <translation>doppia</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangolo</translation>
    </message>
    <message>
        <source>bent</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cerchio</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrato</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stella</translation>
    </message>
    <message>
        <source>choose a phase tile</source>
        <translation>scegli una tessera fase</translation>
    </message>
    <message>
        <source>place the round-track worker</source>
        <translation>piazza il lavoratore del tracciato dei round</translation>
    </message>
    <message>
        <source>drag a crop tile under your workers (wheel or R rotates)</source>
        <translation>trascina una tessera raccolto sotto i tuoi lavoratori (la rotella o R la ruota)</translation>
    </message>
    <message>
        <source>claim a riverboat or pass</source>
        <translation>prendi una nave o passa</translation>
    </message>
    <message>
        <source>take an estate feature</source>
        <translation>prendi un edificio</translation>
    </message>
    <message>
        <source>take an opportunity card</source>
        <translation>prendi una carta opportunità</translation>
    </message>
    <message>
        <source>choose the scoring bonus</source>
        <translation>scegli il bonus della fase Punteggio</translation>
    </message>
    <message>
        <source>place a surveyor or stop</source>
        <translation>piazza un supervisore o fermati</translation>
    </message>
    <message>
        <source>plant a crop tile</source>
        <translation>piantare una tessera raccolto</translation>
    </message>
    <message>
        <source>how to choose a phase tile</source>
        <translation>quale tessera fase scegliere</translation>
    </message>
    <message>
        <source>how to place the round-track worker</source>
        <translation>dove piazzare il lavoratore del tracciato dei round</translation>
    </message>
    <message>
        <source>how to plant a crop tile</source>
        <translation>come piantare una tessera raccolto</translation>
    </message>
    <message>
        <source>how to claim a riverboat or pass</source>
        <translation>se prendere una nave o passare</translation>
    </message>
    <message>
        <source>how to take an estate feature</source>
        <translation>quale edificio prendere</translation>
    </message>
    <message>
        <source>how to take an opportunity card</source>
        <translation>quale carta opportunità prendere</translation>
    </message>
    <message>
        <source>how to choose the scoring bonus</source>
        <translation>quale bonus della fase Punteggio scegliere</translation>
    </message>
    <message>
        <source>how to place a surveyor or stop</source>
        <translation>se piazzare un supervisore o fermarsi</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barn(s)</source>
        <translation>
            <numerusform>%n fienile</numerusform>
            <numerusform>%n fienili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n well(s)</source>
        <translation>
            <numerusform>%n pozzo</numerusform>
            <numerusform>%n pozzi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surveyor(s)</source>
        <translation>
            <numerusform>%n supervisore</numerusform>
            <numerusform>%n supervisori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n lavoratore</numerusform>
            <numerusform>%n lavoratori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s)</source>
        <translation>
            <numerusform>%n agente</numerusform>
            <numerusform>%n agenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Opportunity card: {title}
Scores {text}.
Scored when a surveyor is placed on it in a Scoring phase.</source>
        <translation>Carta opportunità: {title}
Vale {text}.
Si conteggia piazzandoci un supervisore in una fase Punteggio.</translation>
    </message>
    <message>
        <source>
Would score {vp} VP for {seat} now.</source>
        <translation>
Ora varrebbe {vp} PV per {seat}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n surveyor(s)</source>
        <translation>
            <numerusform>+%n supervisore</numerusform>
            <numerusform>+%n supervisori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s)</source>
        <translation>
            <numerusform>invia %n agente</numerusform>
            <numerusform>invia %n agenti</numerusform>
        </translation>
    </message>
    <message>
        <source>harbor +{steps}</source>
        <translation>porto +{steps}</translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n moneta</numerusform>
            <numerusform>+%n monete</numerusform>
        </translation>
    </message>
    <message>
        <source>{capacity}-crop riverboat ({benefit})</source>
        <translation>nave di capacità {capacity} ({benefit})</translation>
    </message>
    <message>
        <source>{capacity}-crop riverboat</source>
        <translation>nave di capacità {capacity}</translation>
    </message>
    <message>
        <source>{title}: capacity {capacity} (ship {capacity} workers standing on one crop).
Benefit: {benefit}.
At the end it scores {capacity} VP if your harbor master reached its slot (half unless farthest).</source>
        <translation>{title}: capacità {capacity} (spedisci {capacity} lavoratori che stanno su uno stesso raccolto).
Beneficio: {benefit}.
Alla fine vale {capacity} PV se il tuo Harbor Master ha raggiunto il suo spazio (la metà se non sei il più lontano).</translation>
    </message>
    <message>
        <source>no coin ability</source>
        <translation>nessun uso della moneta</translation>
    </message>
    <message>
        <source>Phase tile {number}: {name}
Go first in this phase.
Bonus: {bonus}.
Phase: {action}.
Coin: {coin}.</source>
        <translation>Tessera fase {number}: {name}
Giochi per primo in questa fase.
Bonus: {bonus}.
Fase: {action}.
Moneta: {coin}.</translation>
    </message>
    <message>
        <source>{size}-hex crop tile ({shape}): {crops}; scores {vp} VP when planted.
Drag it onto workers.</source>
        <translation>Tessera raccolto da {size} esagoni ({shape}): {crops}; vale {vp} PV quando la pianti.
Trascinala sui lavoratori.</translation>
    </message>
    <message>
        <source>{size}-hex crop tile ({shape}): {crops}.
Drag it onto workers.</source>
        <translation>Tessera raccolto da {size} esagono ({shape}): {crops}.
Trascinala sui lavoratori.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>jolly</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Round {round}, {phase} — {seat}</source>
        <translation>Round {round}, {phase} — {seat}</translation>
    </message>
    <message>
        <source>{where} is deciding: {what}.</source>
        <translation>{where} sta decidendo {what}.</translation>
    </message>
    <message>
        <source>{where}: the cultivation card is {card}, place a worker.</source>
        <translation>{where}: carta coltivazione {card}, piazza un lavoratore.</translation>
    </message>
    <message>
        <source>{where}: the cultivation card is {card}, place a worker on a {card} field (or pay a coin for any field).</source>
        <translation>{where}: carta coltivazione {card}, piazza un lavoratore su un campo {card} (o paga una moneta per un campo qualsiasi).</translation>
    </message>
    <message>
        <source>place the barn from your riverboat on an empty field</source>
        <translation>piazza il fienile ottenuto con la nave su un campo vuoto</translation>
    </message>
    <message numerus="yes">
        <source>send up to %n worker(s) to New Orleans as agents</source>
        <translation>
            <numerusform>invia fino a %n lavoratore a New Orleans come agente</numerusform>
            <numerusform>invia fino a %n lavoratori a New Orleans come agenti</numerusform>
        </translation>
    </message>
    <message>
        <source>{where} must {what}.</source>
        <translation>{where}: {what}.</translation>
    </message>
    <message>
        <source>where to place a worker (the cultivation card is {card})</source>
        <translation>dove piazzare un lavoratore (carta coltivazione {card})</translation>
    </message>
    <message numerus="yes">
        <source>whether to send up to %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>se inviare fino a %n agente a New Orleans</numerusform>
            <numerusform>se inviare fino a %n agenti a New Orleans</numerusform>
        </translation>
    </message>
    <message>
        <source>where to build the barn from its riverboat</source>
        <translation>dove costruire il fienile ottenuto con la nave</translation>
    </message>
</context>
<context>
    <name>RiverboatWords</name>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{seat}: {vp} VP.</source>
        <translation>{seat}: {vp} PV.</translation>
    </message>
    <message>
        <source>Supply: {coins}, {workers}, {surveyors}; harbor master on step {harbor}; {agents} in New Orleans.</source>
        <translation>Riserva: {coins}, {workers}, {surveyors}; Harbor Master sullo spazio {harbor}; {agents} a New Orleans.</translation>
    </message>
    <message>
        <source>Mat: fields planted {crops}; {workers} on fields ({unplanted} with no crop yet); {barns}, {wells}; {empty} empty fields.</source>
        <translation>Plancia: campi coltivati {crops}; {workers} sui campi ({unplanted} ancora senza raccolto); {barns}, {wells}; campi vuoti: {empty}.</translation>
    </message>
    <message>
        <source>{field} {colour}: {content}</source>
        <translation>{field} {colour}: {content}</translation>
    </message>
    <message>
        <source>Row {row}: {fields}.</source>
        <translation>Riga {row}: {fields}.</translation>
    </message>
    <message>
        <source>well with a surveyor</source>
        <translation>pozzo con un supervisore</translation>
    </message>
    <message>
        <source>well</source>
        <translation>pozzo</translation>
    </message>
    <message>
        <source>barn with a surveyor</source>
        <translation>fienile con un supervisore</translation>
    </message>
    <message>
        <source>barn</source>
        <translation>fienile</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>lavoratore</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Colours completed: {colours}.</source>
        <translation>Colori completati: {colours}.</translation>
    </message>
    <message>
        <source>Harvested: {crops}.</source>
        <translation>Raccolti: {crops}.</translation>
    </message>
    <message>
        <source>Riverboats: {boats}.</source>
        <translation>Navi: {boats}.</translation>
    </message>
    <message>
        <source> (scored)</source>
        <translation> (conteggiata)</translation>
    </message>
    <message>
        <source>Opportunity cards: {cards}.</source>
        <translation>Carte opportunità: {cards}.</translation>
    </message>
    <message>
        <source>Phase tiles this round: {tiles}.</source>
        <translation>Tessere fase di questo round: {tiles}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Crop supply board</source>
        <translation>Tabellone della riserva raccolto</translation>
    </message>
    <message>
        <source>Riverboats</source>
        <translation>Navi</translation>
    </message>
    <message>
        <source>Opportunity cards</source>
        <translation>Carte opportunità</translation>
    </message>
    <message>
        <source>{phase}: {seat}</source>
        <translation>{phase}: {seat}</translation>
    </message>
    <message>
        <source>not taken</source>
        <translation>non presa</translation>
    </message>
    <message>
        <source>Round {round}, {phase}.</source>
        <translation>Round {round}, {phase}.</translation>
    </message>
    <message>
        <source>Phase tiles: {owners}.</source>
        <translation>Tessere fase: {owners}.</translation>
    </message>
    <message>
        <source>Round track: {workers}.</source>
        <translation>Tracciato dei round: {workers}.</translation>
    </message>
    <message>
        <source>Cultivation card: {card}; {cards} left this phase.</source>
        <translation>Carta coltivazione: {card}; ne restano {cards} in questa fase.</translation>
    </message>
    <message>
        <source>{size}-hex {tiles}</source>
        <translation>da {size} esagoni: {tiles}</translation>
    </message>
    <message>
        <source>Face up: {tiles}.
In the piles: {piles}.</source>
        <translation>Scoperte: {tiles}.
Nelle pile: {piles}.</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>scoperta</translation>
    </message>
    <message>
        <source>none face up</source>
        <translation>nessuna scoperta</translation>
    </message>
    <message>
        <source>{boat}: {up}, {left} in its pile.</source>
        <translation>{boat}: {up}, {left} nella sua pila.</translation>
    </message>
    <message>
        <source>{title} ({bonus})</source>
        <translation>{title} ({bonus})</translation>
    </message>
    <message>
        <source>Face up: {cards}.
In the pile: {count}.</source>
        <translation>Scoperte: {cards}.
Nel mazzo: {count}.</translation>
    </message>
</context>
</TS>