<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it">
<context>
    <name>RiverTable</name>
    <message>
        <source>Ismaël Perrin and Sébastien Pauchon, 2018. Send your pioneers up the river to claim terrain, gather wood, clay and stone, and construct the buildings that make your settlement the finest.</source>
        <translation>Ismaël Perrin e Sébastien Pauchon, 2018. Manda i tuoi pionieri lungo il fiume a prendere terreni, raccogliere legno, argilla e pietra, e costruire gli edifici che renderanno il tuo insediamento il più bello.</translation>
    </message>
    <message>
        <source>The bonus tokens taken when building, at their printed values.</source>
        <translation>I gettoni bonus presi costruendo, al loro valore stampato.</translation>
    </message>
    <message>
        <source>The points printed on each building you constructed.</source>
        <translation>I punti stampati su ogni edificio che hai costruito.</translation>
    </message>
    <message>
        <source>1 VP per {count} resources left in your warehouses (food included).</source>
        <translation>1 PV ogni {count} risorse rimaste nei tuoi magazzini (cibo compreso).</translation>
    </message>
    <message>
        <source>Each column of your river (spots {columns}): {all_three} VP if its three tiles share a type, else {top_two} VP if the top two do.</source>
        <translation>Ogni colonna del tuo fiume (spazi {columns}): {all_three} PV se le sue tre tessere sono dello stesso tipo, altrimenti {top_two} PV se lo sono le due in alto.</translation>
    </message>
    <message>
        <source>What your meadow tiles score: per tile of a type, per production symbol (at most {most}), income meadows {income} VP, per pioneer on the boat, per bonus token.</source>
        <translation>Quanto valgono i tuoi prati: per tessera di un tipo, per simbolo di produzione (al massimo {most}), prati di rendita {income} PV, per pioniere sulla barca, per gettone bonus.</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Trascina</translation>
    </message>
    <message>
        <source>A pioneer from your boat onto an action spot in a black and white ring (dragged from the boat's hull: the nearest pioneer that can go); dropped elsewhere, it goes back</source>
        <translation>Un pioniere dalla tua barca su uno spazio azione cerchiato in bianco e nero (trascinando lo scafo: il pioniere più vicino che può andare); lasciato altrove, torna sulla barca</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>An action spot instead of dragging; then the tile, the building or the two river tiles it asks for, or a row of a picker</source>
        <translation>Uno spazio azione invece di trascinare; poi la tessera, l'edificio o le due tessere del fiume che richiede, oppure una riga dell'elenco di scelta</translation>
    </message>
    <message>
        <source>A picker's rows, and the buttons that return resources</source>
        <translation>Le righe dell'elenco di scelta e i pulsanti per restituire le risorse</translation>
    </message>
    <message>
        <source>Trade resources for 1 food</source>
        <translation>Commercia risorse per 1 cibo</translation>
    </message>
    <message>
        <source>Set a pioneer aside when no spot is open to it</source>
        <translation>Metti da parte un pioniere quando nessuno spazio gli è aperto</translation>
    </message>
    <message>
        <source>Decline a swap of the meadow</source>
        <translation>Rinuncia a uno scambio del prato</translation>
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
    <name>RiverTexts</name>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>(%n more)</source>
        <translation>
            <numerusform>(ancora %n)</numerusform>
            <numerusform>(ancora %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Everything (omniscient)&lt;/b&gt;: the next draws, in order.</source>
        <translation>&lt;b&gt;Tutto (onnisciente)&lt;/b&gt;: le prossime pescate, in ordine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next terrain tiles&lt;/b&gt; ({count}): {tiles}</source>
        <translation>&lt;b&gt;Prossime tessere terreno&lt;/b&gt; ({count}): {tiles}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next buildings&lt;/b&gt; ({count}): {buildings}</source>
        <translation>&lt;b&gt;Prossimi edifici&lt;/b&gt; ({count}): {buildings}</translation>
    </message>
    <message>
        <source>&lt;b&gt;What {seat} can know&lt;/b&gt;: what is left, not its order.</source>
        <translation>&lt;b&gt;Cosa può sapere {seat}&lt;/b&gt;: cosa resta, non in che ordine.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Terrain stack&lt;/b&gt; (%n tile(s)): {tiles}</source>
        <translation>
            <numerusform>&lt;b&gt;Pila dei terreni&lt;/b&gt; (%n tessera): {tiles}</numerusform>
            <numerusform>&lt;b&gt;Pila dei terreni&lt;/b&gt; (%n tessere): {tiles}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Building deck&lt;/b&gt; (%n building(s)): {buildings}</source>
        <translation>
            <numerusform>&lt;b&gt;Mazzo degli edifici&lt;/b&gt; (%n edificio): {buildings}</numerusform>
            <numerusform>&lt;b&gt;Mazzo degli edifici&lt;/b&gt; (%n edifici): {buildings}</numerusform>
        </translation>
    </message>
    <message>
        <source>start the river with {tile}</source>
        <translation>inizia il fiume con {tile}</translation>
    </message>
    <message>
        <source>trade {give} for 1 food</source>
        <translation>commercia {give} per 1 cibo</translation>
    </message>
    <message>
        <source>claim {tile}</source>
        <translation>prendi {tile}</translation>
    </message>
    <message>
        <source>produce {resource}</source>
        <translation>produci {resource}</translation>
    </message>
    <message>
        <source>take 1 food</source>
        <translation>prendi 1 cibo</translation>
    </message>
    <message>
        <source>find no food and take 1 {resource} instead</source>
        <translation>il cibo è finito: prendi invece 1 {resource}</translation>
    </message>
    <message>
        <source>reserve {building}</source>
        <translation>riserva {building}</translation>
    </message>
    <message>
        <source>build {building}, paying {pay}</source>
        <translation>costruisci {building}, pagando {pay}</translation>
    </message>
    <message>
        <source>take the first player pawn</source>
        <translation>prendi la pedina primo giocatore</translation>
    </message>
    <message>
        <source>swap the tiles on spots {first} and {second}</source>
        <translation>scambia le tessere degli spazi {first} e {second}</translation>
    </message>
    <message>
        <source>decline a swap</source>
        <translation>rinuncia allo scambio</translation>
    </message>
    <message>
        <source>return 1 {resource}: no room to store it</source>
        <translation>restituisci 1 {resource}: non c'è posto nei magazzini</translation>
    </message>
    <message>
        <source>have no spot for a pioneer and set one aside for the round</source>
        <translation>nessuno spazio per un pioniere: mettine uno da parte per il round</translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation>non consentito ora</translation>
    </message>
    <message>
        <source>Return any {give} resources to their islands and take 1 food</source>
        <translation>Restituisci {give} risorse qualsiasi alle loro isole e prendi 1 cibo</translation>
    </message>
    <message>
        <source>No spot is open to you: this pioneer sits out the round</source>
        <translation>Nessuno spazio è libero per te: questo pioniere salta il round</translation>
    </message>
    <message>
        <source>Drop the pioneer on a lit action spot.</source>
        <translation>Lascia il pioniere su uno spazio azione evidenziato.</translation>
    </message>
    <message>
        <source>The pioneer went back to the boat: drop it on a lit action spot.</source>
        <translation>Il pioniere è tornato sulla barca: lascialo su uno spazio azione evidenziato.</translation>
    </message>
    <message>
        <source>Claim: click the face-up terrain tile to take.</source>
        <translation>Prendi tessera: clicca la tessera terreno scoperta da prendere.</translation>
    </message>
    <message>
        <source>pay {resources}</source>
        <translation>paga {resources}</translation>
    </message>
    <message>
        <source>Build {building}, paying {pay}</source>
        <translation>Costruisci {building}, pagando {pay}</translation>
    </message>
    <message numerus="yes">
        <source>Pay for {building}: reserved, %n resource(s) less of your choice</source>
        <translation>
            <numerusform>Paga l'edificio da {vp} PV: riservato, %n risorsa in meno</numerusform>
            <numerusform>Paga l'edificio da {vp} PV: riservato, %n risorse in meno</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade {give} resources for 1 food</source>
        <translation>Commercia {give} risorse per 1 cibo</translation>
    </message>
    <message>
        <source>Pay for {building}</source>
        <translation>Paga l'edificio da {vp} PV</translation>
    </message>
    <message>
        <source>No action spot is open to your pioneers: press {button} [{key}].</source>
        <translation>Nessuno spazio azione è aperto ai tuoi pionieri: premi {button} [{key}].</translation>
    </message>
    <message>
        <source>Claim: choose the terrain tile among your moves ({panel}).</source>
        <translation>Prendi tessera: scegli la tessera terreno tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Reserve: click a face-up building to set it aside for later.</source>
        <translation>Riserva: clicca un edificio scoperto per tenerlo da parte.</translation>
    </message>
    <message>
        <source>Reserve: choose the building to set aside among your moves ({panel}).</source>
        <translation>Riserva: scegli l'edificio da tenere da parte tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Construct: click a lit building, face up or reserved, then choose how to pay.</source>
        <translation>Costruisci: clicca un edificio evidenziato, scoperto o riservato, poi scegli come pagare.</translation>
    </message>
    <message>
        <source>Construct: choose the building and how to pay among your moves ({panel}).</source>
        <translation>Costruisci: scegli l'edificio e come pagare tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Construct {building}: click how to pay in the list.</source>
        <translation>Costruisci {building}: clicca nell'elenco come pagare.</translation>
    </message>
    <message>
        <source>Construct {building}: choose how to pay among your moves ({panel}).</source>
        <translation>Costruisci {building}: scegli come pagare tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>take 1 {resource}</source>
        <translation>prendi 1 {resource}</translation>
    </message>
    <message>
        <source>No food is left: take 1 resource instead</source>
        <translation>Il cibo è finito: prendi invece 1 risorsa</translation>
    </message>
    <message>
        <source>Food island: no food is left; click the resource to take instead.</source>
        <translation>Isola del cibo: il cibo è finito; clicca la risorsa da prendere invece.</translation>
    </message>
    <message>
        <source>Food island: no food is left; choose the resource to take instead among your moves ({panel}).</source>
        <translation>Isola del cibo: il cibo è finito; scegli la risorsa da prendere invece tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>give {resources}</source>
        <translation>dai {resources}</translation>
    </message>
    <message>
        <source>Return {resources} and take 1 food</source>
        <translation>Restituisci {resources} e prendi 1 cibo</translation>
    </message>
    <message>
        <source>Trade: click the {give} resources to return for 1 food.</source>
        <translation>Commercio: clicca le {give} risorse da restituire per 1 cibo.</translation>
    </message>
    <message>
        <source>Trade: choose the {give} resources to return for 1 food among your moves ({panel}).</source>
        <translation>Commercio: scegli le {give} risorse da restituire per 1 cibo tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Back to its island: it does not fit your warehouses</source>
        <translation>Torna alla sua isola: non entra nei tuoi magazzini</translation>
    </message>
    <message>
        <source>Decline this swap of the meadow</source>
        <translation>Rinuncia allo scambio del prato</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produci</translation>
    </message>
    <message>
        <source>Claim a tile</source>
        <translation>Prendi tessera</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Costruisci</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Take food</source>
        <translation>Prendi cibo</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Swap 2 tiles</source>
        <translation>Scambia 2 tessere</translation>
    </message>
    <message>
        <source>Terrain island</source>
        <translation>Isola dei terreni</translation>
    </message>
    <message>
        <source>Building island</source>
        <translation>Isola degli edifici</translation>
    </message>
    <message>
        <source>Village island</source>
        <translation>Isola del villaggio</translation>
    </message>
    <message>
        <source>Wood island</source>
        <translation>Isola del legno</translation>
    </message>
    <message>
        <source>Clay island</source>
        <translation>Isola dell'argilla</translation>
    </message>
    <message>
        <source>Stone island</source>
        <translation>Isola della pietra</translation>
    </message>
    <message>
        <source>Food island</source>
        <translation>Isola del cibo</translation>
    </message>
    <message numerus="yes">
        <source>%n pioneer(s)</source>
        <translation>
            <numerusform>%n pioniere</numerusform>
            <numerusform>%n pionieri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of each player</source>
        <translation>
            <numerusform>%n per giocatore</numerusform>
            <numerusform>%n per giocatore</numerusform>
        </translation>
    </message>
    <message>
        <source>any number</source>
        <translation>senza limite</translation>
    </message>
    <message>
        <source>The River — round {round}, {phase}</source>
        <translation>The River — round {round}, {phase}</translation>
    </message>
    <message numerus="yes">
        <source>Stack: %n tile(s) · discards: {discards}</source>
        <translation>
            <numerusform>Pila: %n tessera · scartate: {discards}</numerusform>
            <numerusform>Pila: %n tessere · scartate: {discards}</numerusform>
        </translation>
    </message>
    <message>
        <source>The terrain stack (face down, its order hidden) and the discarded tiles.</source>
        <translation>La pila dei terreni (coperta, in ordine nascosto) e le tessere scartate.</translation>
    </message>
    <message>
        <source>An empty terrain spot.</source>
        <translation>Uno spazio terreno vuoto.</translation>
    </message>
    <message>
        <source>An empty building spot: refilled at the cleanup.</source>
        <translation>Uno spazio edificio vuoto: si riempie al riordino.</translation>
    </message>
    <message numerus="yes">
        <source>Building deck: %n building(s) face down</source>
        <translation>
            <numerusform>Mazzo degli edifici: %n edificio coperto</numerusform>
            <numerusform>Mazzo degli edifici: %n edifici coperti</numerusform>
        </translation>
    </message>
    <message>
        <source>The building deck (its order hidden).</source>
        <translation>Il mazzo degli edifici (in ordine nascosto).</translation>
    </message>
    <message>
        <source>{count} {resource} left on the {resource} island.</source>
        <translation>Su quest'isola restano: {count} {resource}.</translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens: {count} in the pile, top {top}; %n 0-point token(s)</source>
        <translation>
            <numerusform>Gettoni bonus: {count} nella pila, in cima {top}; %n gettone da 0 punti</numerusform>
            <numerusform>Gettoni bonus: {count} nella pila, in cima {top}; %n gettoni da 0 punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens: the pile is empty; %n 0-point token(s)</source>
        <translation>
            <numerusform>Gettoni bonus: la pila è vuota; %n gettone da 0 punti</numerusform>
            <numerusform>Gettoni bonus: la pila è vuota; %n gettoni da 0 punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens, top first: {order}; then %n token(s) worth 0. A building takes the top one.</source>
        <translation>
            <numerusform>Gettoni bonus, dall'alto: {order}; poi %n gettone da 0. Ogni edificio prende quello in cima.</numerusform>
            <numerusform>Gettoni bonus, dall'alto: {order}; poi %n gettoni da 0. Ogni edificio prende quello in cima.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} — first player</source>
        <translation>{seat} — primo giocatore</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>The first player pawn: its holder starts the next round.</source>
        <translation>La pedina primo giocatore: chi la possiede inizia il prossimo round.</translation>
    </message>
    <message numerus="yes">
        <source>The boat: %n pioneer(s) ready</source>
        <translation>
            <numerusform>La barca: %n pioniere pronto</numerusform>
            <numerusform>La barca: %n pionieri pronti</numerusform>
        </translation>
    </message>
    <message>
        <source>, {count} set aside</source>
        <translation>, da parte: {count}</translation>
    </message>
    <message numerus="yes">
        <source>; %n pioneer(s) settled for good</source>
        <translation>
            <numerusform>; %n pioniere stabilito per sempre</numerusform>
            <numerusform>; %n pionieri stabiliti per sempre</numerusform>
        </translation>
    </message>
    <message>
        <source>A pioneer of {seat} on the boat.</source>
        <translation>Un pioniere di {seat} sulla barca.</translation>
    </message>
    <message>
        <source>Stored {held} / {room}</source>
        <translation>Scorte {held} / {room}</translation>
    </message>
    <message>
        <source>{count} {resource} stored.</source>
        <translation>In magazzino: {count} {resource}.</translation>
    </message>
    <message>
        <source>Bonus spots</source>
        <translation>Spazi bonus</translation>
    </message>
    <message numerus="yes">
        <source>Bonus spot {spot}: a token worth %n point(s).</source>
        <translation>
            <numerusform>Spazio bonus {spot}: un gettone da %n punto.</numerusform>
            <numerusform>Spazio bonus {spot}: un gettone da %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus spot {spot}: free; the next building's token goes here.</source>
        <translation>Spazio bonus {spot}: libero; qui va il gettone del prossimo edificio.</translation>
    </message>
    <message>
        <source>A pioneer waits here: the second token frees it to the boat.</source>
        <translation>Qui aspetta un pioniere: il secondo gettone lo rimanda sulla barca.</translation>
    </message>
    <message>
        <source>Reserved {reserved}  ·  Built {built}</source>
        <translation>Riservati {reserved}  ·  Costruiti {built}</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>riservato</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Barca</translation>
    </message>
    <message>
        <source>{count} set aside</source>
        <translation>da parte: {count}</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>stabiliti</translation>
    </message>
    <message>
        <source>claim a face-up terrain tile for the next spot of your river</source>
        <translation>prendi una tessera terreno scoperta per il prossimo spazio del tuo fiume</translation>
    </message>
    <message>
        <source>build a face-up or reserved building, paying its cost (food is wild)</source>
        <translation>costruisci un edificio scoperto o riservato, pagandone il costo (il cibo fa da jolly)</translation>
    </message>
    <message>
        <source>produce wood: 1 per visible wood symbol</source>
        <translation>produci legno: 1 per ogni simbolo legno visibile</translation>
    </message>
    <message>
        <source>produce clay: 1 per visible clay symbol</source>
        <translation>produci argilla: 1 per ogni simbolo argilla visibile</translation>
    </message>
    <message>
        <source>produce stone: 1 per visible stone symbol</source>
        <translation>produci pietra: 1 per ogni simbolo pietra visibile</translation>
    </message>
    <message>
        <source>take 1 food (none left: 1 wood, clay or stone)</source>
        <translation>prendi 1 cibo (se è finito: 1 legno, argilla o pietra)</translation>
    </message>
    <message>
        <source>swap two tiles of your river</source>
        <translation>scambia due tessere del tuo fiume</translation>
    </message>
    <message numerus="yes">
        <source>room for %n pioneer(s)</source>
        <translation>
            <numerusform>posto per %n pioniere</numerusform>
            <numerusform>posto per %n pionieri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pioneer(s) of each player</source>
        <translation>
            <numerusform>%n pioniere per giocatore</numerusform>
            <numerusform>%n pionieri per giocatore</numerusform>
        </translation>
    </message>
    <message>
        <source>any number of pioneers</source>
        <translation>pionieri senza limite</translation>
    </message>
    <message numerus="yes">
        <source>reserve a face-up building (it then costs %n resource(s) less)</source>
        <translation>
            <numerusform>riserva un edificio scoperto (poi costa una risorsa in meno)</numerusform>
            <numerusform>riserva un edificio scoperto (poi costa %n risorse in meno)</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>{spot}: {action}.
{rule}. Here: {here}.</source>
        <translation>{spot}: {action}.
{rule}. Qui: {here}.</translation>
    </message>
    <message>
        <source>{tile}.</source>
        <translation>{tile}.</translation>
    </message>
    <message>
        <source>Spot {spot} (column {column}): {tile}.</source>
        <translation>Spazio {spot} (colonna {column}): {tile}.</translation>
    </message>
    <message>
        <source>This meadow scores {vp} VP now ({counted}); {seat}'s meadows score {total} VP in all.</source>
        <translation>Questo prato vale ora {vp} PV ({counted}); i prati di {seat} valgono {total} PV in tutto.</translation>
    </message>
    <message>
        <source>This meadow scores {vp} VP now; {seat}'s meadows score {total} VP in all.</source>
        <translation>Questo prato vale ora {vp} PV; i prati di {seat} valgono {total} PV in tutto.</translation>
    </message>
    <message>
        <source>{seat}'s columns score {vp} VP now.</source>
        <translation>Le colonne di {seat} valgono ora {vp} PV.</translation>
    </message>
    <message numerus="yes">
        <source>now %n {terrain} tile(s)</source>
        <translation>
            <numerusform>ora %n tessera {terrain}</numerusform>
            <numerusform>ora %n tessere {terrain}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n {resource} symbol(s)</source>
        <translation>
            <numerusform>ora %n simbolo {resource}</numerusform>
            <numerusform>ora %n simboli {resource}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n pioneer(s) for the boat</source>
        <translation>
            <numerusform>ora %n pioniere per la barca</numerusform>
            <numerusform>ora %n pionieri per la barca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n bonus token(s)</source>
        <translation>
            <numerusform>ora %n gettone bonus</numerusform>
            <numerusform>ora %n gettoni bonus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {resource} symbol</source>
        <translation>
            <numerusform>%n simbolo {resource}</numerusform>
            <numerusform>%n simboli {resource}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warehouse(s)</source>
        <translation>
            <numerusform>%n magazzino</numerusform>
            <numerusform>%n magazzini</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing printed</source>
        <translation>niente di stampato</translation>
    </message>
    <message>
        <source>Spot {spot}, empty: {printed} (lost once a tile covers it).</source>
        <translation>Spazio {spot}, vuoto: {printed} (perso quando una tessera lo copre).</translation>
    </message>
    <message>
        <source>Framed: a pioneer settles here for good at the cleanup after it is covered.</source>
        <translation>Incorniciato: al riordino dopo che è stato coperto, un pioniere vi si stabilisce per sempre.</translation>
    </message>
    <message>
        <source>{building}.
Food may replace any resource of the cost. Scores {vp} VP at the end.</source>
        <translation>{building}.
Il cibo può sostituire qualsiasi risorsa del costo. Vale {vp} PV alla fine.</translation>
    </message>
    <message>
        <source>Warehouses: {held} of {room} used ({resources}).
Every {count} resources left at the end score 1 VP.</source>
        <translation>Magazzini: occupati {held} su {room} ({resources}).
Ogni {count} risorse rimaste alla fine valgono 1 PV.</translation>
    </message>
    <message>
        <source>{where} must find no open spot: set a pioneer aside (A).</source>
        <translation>{where} non ha spazi liberi: metti da parte un pioniere (A).</translation>
    </message>
    <message>
        <source>{where} must drag a pioneer from your boat to an action spot (or click a lit spot); T trades {give} resources for 1 food.</source>
        <translation>{where} deve trascinare un pioniere dalla barca su uno spazio azione (o cliccare uno spazio evidenziato); T commercia {give} risorse per 1 cibo.</translation>
    </message>
    <message>
        <source>{where} must find no open spot: trade {give} resources for 1 food (T) or set a pioneer aside.</source>
        <translation>{where} non ha spazi liberi: commercia {give} risorse per 1 cibo (T) o metti da parte un pioniere.</translation>
    </message>
    <message numerus="yes">
        <source>{where} must return %n resource(s), more than your warehouses hold: click a resource or use the buttons.</source>
        <translation>
            <numerusform>{where} deve restituire %n risorsa in eccesso: clicca una risorsa o un pulsante.</numerusform>
            <numerusform>{where} deve restituire %n risorse in eccesso: clicca una risorsa o un pulsante.</numerusform>
        </translation>
    </message>
    <message>
        <source>{where} must choose a starting terrain tile.</source>
        <translation>{where} deve scegliere una tessera terreno iniziale.</translation>
    </message>
    <message>
        <source>{where} must place a pioneer on an action spot.</source>
        <translation>{where} deve mettere un pioniere su uno spazio azione.</translation>
    </message>
    <message>
        <source>{where} must find no open spot: trade {give} resources for 1 food or set a pioneer aside.</source>
        <translation>{where} non ha spazi liberi: commercia {give} risorse per 1 cibo o metti da parte un pioniere.</translation>
    </message>
    <message numerus="yes">
        <source>{where} must return %n resource(s), more than your warehouses hold.</source>
        <translation>
            <numerusform>{where} deve restituire %n risorsa in eccesso.</numerusform>
            <numerusform>{where} deve restituire %n risorse in eccesso.</numerusform>
        </translation>
    </message>
    <message>
        <source>{where} must use the swap meadow: swap two tiles of your river, or not.</source>
        <translation>{where} deve usare il prato dello scambio: scambia due tessere del fiume, oppure no.</translation>
    </message>
    <message>
        <source>Trade {give} for 1 food…</source>
        <translation>Commercia {give} per 1 cibo…</translation>
    </message>
    <message>
        <source>{category}: {vp}</source>
        <translation>{category}: {vp}</translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n risorsa</numerusform>
            <numerusform>%n risorse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserved: costs {cost} (%n less, of your choice).</source>
        <translation>
            <numerusform>Riservato: costa {cost} (una in meno, a tua scelta).</numerusform>
            <numerusform>Riservato: costa {cost} (%n in meno, a tua scelta).</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>If the game ended now</source>
        <translation>Se la partita finisse ora</translation>
    </message>
    <message>
        <source>{seat} — {when}: {total} VP
{rows}</source>
        <translation>{seat} — {when}: {total} PV
{rows}</translation>
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
        <source>{where} must choose a starting terrain tile: click a face-up tile.</source>
        <translation>{where} deve scegliere una tessera terreno iniziale: clicca una tessera scoperta.</translation>
    </message>
    <message>
        <source>{where} must drag a pioneer from your boat to an action spot (or click a lit spot).</source>
        <translation>{where} deve trascinare un pioniere dalla barca su uno spazio azione (o cliccare uno spazio evidenziato).</translation>
    </message>
    <message>
        <source>{where} must use the swap meadow: click two tiles of your river to swap them, or N: no swap.</source>
        <translation>{where} deve usare il prato dello scambio: clicca due tessere del fiume per scambiarle, oppure N: nessuno scambio.</translation>
    </message>
    <message>
        <source>{where} is deciding: which starting terrain tile to take.</source>
        <translation>{where} sta decidendo quale tessera terreno iniziale prendere.</translation>
    </message>
    <message>
        <source>{where} is deciding: where to place a pioneer.</source>
        <translation>{where} sta decidendo dove piazzare un pioniere.</translation>
    </message>
    <message>
        <source>{where} is deciding: which resource to return.</source>
        <translation>{where} sta decidendo quale risorsa restituire.</translation>
    </message>
    <message>
        <source>{where} is deciding: whether to swap two tiles of its river.</source>
        <translation>{where} sta decidendo se scambiare due tessere del suo fiume.</translation>
    </message>
    <message>
        <source>W</source>
        <comment>wood's initial</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>C</source>
        <comment>clay's initial</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>S</source>
        <comment>stone's initial</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>F</source>
        <comment>food's initial</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>Set a pioneer aside</source>
        <translation>Metti da parte un pioniere</translation>
    </message>
    <message>
        <source>No swap</source>
        <translation>Nessuno scambio</translation>
    </message>
    <message>
        <source>Swap: click the first of the two river tiles to swap.</source>
        <translation>Scambio: clicca la prima delle due tessere del fiume da scambiare.</translation>
    </message>
    <message>
        <source>Swap: choose the two river tiles to swap among your moves ({panel}).</source>
        <translation>Scambio: scegli le due tessere del fiume da scambiare tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Swap: spot {spot} chosen; choose the swap among your moves ({panel}).</source>
        <translation>Scambio: scelto lo spazio {spot}; scegli lo scambio tra le tue mosse ({panel}).</translation>
    </message>
    <message>
        <source>Swap: spot {spot} chosen; click the second tile (spot {spot} again lets it go).</source>
        <translation>Scambio: scelto lo spazio {spot}; clicca la seconda tessera (di nuovo lo spazio {spot} lo annulla).</translation>
    </message>
    <message>
        <source>Return 1 {resource}</source>
        <translation>Restituisci 1 {resource}</translation>
    </message>
    <message>
        <source>a pioneer on the {spot}</source>
        <translation>un pioniere sullo {spot}</translation>
    </message>
    <message>
        <source>This move makes round {round} the last one: the game ends with its cleanup.</source>
        <translation>Questa mossa rende il round {round} l'ultimo: la partita finisce con il suo riordino.</translation>
    </message>
    <message>
        <source>Careful: this makes round {round} the last one (the game ends with its cleanup): {moves}.</source>
        <translation>Attenzione, questo rende il round {round} l'ultimo (la partita finisce con il suo riordino): {moves}.</translation>
    </message>
    <message>
        <source>Trade resources for 1 food</source>
        <translation>Commercia risorse per 1 cibo</translation>
    </message>
    <message>
        <source>Spot {spot} with…</source>
        <translation>Spazio {spot} con…</translation>
    </message>
    <message>
        <source>, on spot {spot}, where nothing is printed</source>
        <translation>, sullo spazio {spot}, dove non è stampato nulla</translation>
    </message>
    <message>
        <source>, on spot {spot}, covering {printed}</source>
        <translation>, sullo spazio {spot}, coprendo {printed}</translation>
    </message>
    <message>
        <source>: {first} and {second}</source>
        <translation>: {first} e {second}</translation>
    </message>
</context>
<context>
    <name>RiverWords</name>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{seat}: {vp} VP if the game ended now.</source>
        <translation>{seat}: {vp} PV se la partita finisse ora.</translation>
    </message>
    <message>
        <source>Resources: {resources}; warehouses: {held} of {room} used; production: {production}.</source>
        <translation>Risorse: {resources}; magazzini: {held} occupati su {room}; produzione: {production}.</translation>
    </message>
    <message>
        <source>Pioneers: {boat} on the boat; on the main board: {spots}; {aside} set aside; {settled} settled.</source>
        <translation>Pionieri: {boat} sulla barca; sul tabellone principale: {spots}; da parte: {aside}; insediati: {settled}.</translation>
    </message>
    <message>
        <source>One more stands on its bonus spot.</source>
        <translation>Un altro sta sul suo spazio bonus.</translation>
    </message>
    <message>
        <source>River: all {spots} spots covered.</source>
        <translation>Fiume: tutti i {spots} spazi coperti.</translation>
    </message>
    <message numerus="yes">
        <source>River: %n spot(s) covered of {spots}; the next tile goes on spot {next}.</source>
        <translation>
            <numerusform>Fiume: %n spazio coperto su {spots}; la prossima tessera va sullo spazio {next}.</numerusform>
            <numerusform>Fiume: %n spazi coperti su {spots}; la prossima tessera va sullo spazio {next}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column {column}: {spots}.</source>
        <translation>Colonna {column}: {spots}.</translation>
    </message>
    <message>
        <source>spot {spot}: {tile}</source>
        <translation>spazio {spot}: {tile}</translation>
    </message>
    <message>
        <source>spot {spot} uncovered: {printed}</source>
        <translation>spazio {spot} scoperto: {printed}</translation>
    </message>
    <message>
        <source>, framed</source>
        <translation>, incorniciato</translation>
    </message>
    <message>
        <source>Buildings: {built}; reserved: {reserved}; bonus tokens: {tokens}.</source>
        <translation>Edifici: {built}; riservati: {reserved}; gettoni bonus: {tokens}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Terrain tiles</source>
        <translation>Tessere terreno</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Isole</translation>
    </message>
    <message>
        <source>On the islands: {resources}.</source>
        <translation>Sulle isole: {resources}.</translation>
    </message>
    <message>
        <source>Action spots</source>
        <translation>Spazi azione</translation>
    </message>
    <message>
        <source>Round {round}, {phase}; first player: {seat}.</source>
        <translation>Round {round}, {phase}; primo giocatore: {seat}.</translation>
    </message>
    <message>
        <source>This is the last round.</source>
        <translation>Questo è l'ultimo round.</translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens left: {tokens}; %n token(s) of 0 VP.</source>
        <translation>
            <numerusform>Gettoni bonus rimasti: {tokens}; %n gettone da 0 PV.</numerusform>
            <numerusform>Gettoni bonus rimasti: {tokens}; %n gettoni da 0 PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face up: {tiles}.
In the stack: {count}.</source>
        <translation>Scoperte: {tiles}.
Nella pila: {count}.</translation>
    </message>
    <message>
        <source>Face up: {buildings}.
In the deck: {count}.</source>
        <translation>Scoperti: {buildings}.
Nel mazzo: {count}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{spot}: {who}.</source>
        <translation>{spot}: {who}.</translation>
    </message>
</context>
</TS>