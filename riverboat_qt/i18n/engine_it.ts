<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>engine:core</name>
    <message>
        <source>cannot read {file}: {error}</source>
        <translation>impossibile leggere {file}: {error}</translation>
    </message>
    <message>
        <source>not a well-formed action: {problem}</source>
        <translation>non è un&apos;azione ben formata: {problem}</translation>
    </message>
    <message>
        <source>not an action of {game}</source>
        <translation>non è un&apos;azione di {game}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} è una cartella, non un file</translation>
    </message>
    <message>
        <source>{file} is empty</source>
        <translation>{file} è vuoto</translation>
    </message>
    <message>
        <source>{file} is not a regular file</source>
        <translation>{file} non è un file normale</translation>
    </message>
    <message>
        <source>{file} is not a text file</source>
        <translation>{file} non è un file di testo</translation>
    </message>
    <message>
        <source>{file} is too large</source>
        <translation>{file} è troppo grande</translation>
    </message>
    <message>
        <source>{file} is too large ({size} KB; at most {limit} KB)</source>
        <translation>{file} è troppo grande ({size} KB; al massimo {limit} KB)</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first}/{second}</source>
        <translation>{first}/{second}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>{only}</source>
        <translation>{only}</translation>
    </message>
</context>
<context>
    <name>engine:levels</name>
    <message>
        <source>Looks one move ahead and often settles for a good move over the best; instant.</source>
        <translation>Guarda una mossa avanti e spesso si accontenta di una buona mossa invece della migliore; istantanea.</translation>
    </message>
    <message>
        <source>Tree search with up to 0.85 seconds a decision (less for small choices).</source>
        <translation>Ricerca ad albero, fino a 0,85 secondi per decisione (meno per le scelte piccole).</translation>
    </message>
    <message>
        <source>Tree search with up to 1 second a decision (less for small choices, and worker placements at once), playing each line to the end of the round.</source>
        <translation>Ricerca ad albero, fino a 1 secondo per decisione (meno per le scelte piccole, e subito per i lavoratori piazzati), giocando ogni linea fino alla fine del round.</translation>
    </message>
    <message>
        <source>Tree search with up to 4 seconds a decision, playing every line to the end of the game (0.3 s for worker placements).</source>
        <translation>Ricerca ad albero, fino a 4 secondi per decisione, giocando ogni linea fino alla fine della partita (0,3 s per i lavoratori piazzati).</translation>
    </message>
    <message>
        <source>Tree search with up to 8 seconds a decision, about nine times as long as Normal.</source>
        <translation>Ricerca ad albero, fino a 8 secondi per decisione, circa nove volte più a lungo di Normale.</translation>
    </message>
</context>
<context>
    <name>engine:riverboat</name>
    <message numerus="yes">
        <source>%n active surveyor(s)</source>
        <translation>
            <numerusform>%n supervisore attivo</numerusform>
            <numerusform>%n supervisori attivi</numerusform>
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
        <source>%n unclaimed card(s) go under the opportunity pile</source>
        <translation>
            <numerusform>%n carta non presa va sotto il mazzo opportunità</numerusform>
            <numerusform>%n carte non prese vanno sotto il mazzo opportunità</numerusform>
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
        <source>%n-hex {crops} tile</source>
        <translation>
            <numerusform>tessera {crops} da %n esagono</numerusform>
            <numerusform>tessera {crops} da %n esagoni</numerusform>
        </translation>
    </message>
    <message>
        <source>1 agent to New Orleans</source>
        <translation>1 agente a New Orleans</translation>
    </message>
    <message>
        <source>1 barn</source>
        <translation>1 fienile</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 moneta</translation>
    </message>
    <message>
        <source>1 estate feature</source>
        <translation>1 edificio</translation>
    </message>
    <message>
        <source>1 step of the harbor master</source>
        <translation>1 passo dell&apos;Harbor Master</translation>
    </message>
    <message>
        <source>1 surveyor</source>
        <translation>1 supervisore</translation>
    </message>
    <message>
        <source>3-hex crop tile on the mat</source>
        <translation>tessera raccolto da 3 esagoni sulla plancia</translation>
    </message>
    <message>
        <source>3-hex tiles</source>
        <translation>Tessere da 3 esagoni</translation>
    </message>
    <message>
        <source>5 VP + agents</source>
        <translation>5 PV + agenti</translation>
    </message>
    <message>
        <source>5 VP + harbor</source>
        <translation>5 PV + porto</translation>
    </message>
    <message>
        <source>7 VP + harbor</source>
        <translation>7 PV + porto</translation>
    </message>
    <message>
        <source>a barn goes on an empty field; {hex} is not empty</source>
        <translation>un fienile va su un campo vuoto; {hex} non è vuoto</translation>
    </message>
    <message>
        <source>a barn needs a hex of your mat</source>
        <translation>un fienile richiede un esagono della tua plancia</translation>
    </message>
    <message>
        <source>a coin buys a 1-hex or 2-hex tile from its pile, not a 3-hex tile</source>
        <translation>una moneta compra dalla sua pila una tessera da 1 o 2 esagoni, non da 3</translation>
    </message>
    <message>
        <source>a surveyor needs a hex of your mat</source>
        <translation>un supervisore richiede un esagono della tua plancia</translation>
    </message>
    <message>
        <source>a well goes on a crop hex; {hex} has no crop</source>
        <translation>un pozzo va su un esagono con raccolto; {hex} non ha raccolto</translation>
    </message>
    <message>
        <source>a well needs a hex of your mat</source>
        <translation>un pozzo richiede un esagono della tua plancia</translation>
    </message>
    <message>
        <source>agent in New Orleans</source>
        <translation>agente a New Orleans</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenti</translation>
    </message>
    <message>
        <source>agents bonus</source>
        <translation>bonus agenti</translation>
    </message>
    <message>
        <source>all nine boat slots of your mat are full</source>
        <translation>tutti i nove spazi nave della tua plancia sono pieni</translation>
    </message>
    <message>
        <source>an estate feature is a barn, a well or a surveyor</source>
        <translation>un edificio è un fienile, un pozzo o un supervisore</translation>
    </message>
    <message>
        <source>barn on the mat</source>
        <translation>fienile sulla plancia</translation>
    </message>
    <message>
        <source>barn or well on the mat</source>
        <translation>fienile o pozzo sulla plancia</translation>
    </message>
    <message>
        <source>Barns</source>
        <translation>Fienili</translation>
    </message>
    <message>
        <source>Barns &amp; wells</source>
        <translation>Fienili e pozzi</translation>
    </message>
    <message>
        <source>begins the {phase} phase</source>
        <translation>inizia la fase {phase}</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>build a barn on {hex}</source>
        <translation>costruisci un fienile in {hex}</translation>
    </message>
    <message>
        <source>builds a barn on {hex}</source>
        <translation>costruisce un fienile in {hex}</translation>
    </message>
    <message>
        <source>can claim no riverboat</source>
        <translation>non può prendere nessuna nave</translation>
    </message>
    <message>
        <source>can place no tile: its workers without crops return to the supply</source>
        <translation>non può piazzare tessere: i suoi lavoratori senza raccolto tornano nella riserva</translation>
    </message>
    <message>
        <source>can take no opportunity card</source>
        <translation>non può prendere carte opportunità</translation>
    </message>
    <message>
        <source>cannot move the harbor master past space {last}, the end of the track</source>
        <translation>non può muovere l&apos;Harbor Master oltre lo spazio {last}, la fine del tracciato</translation>
    </message>
    <message>
        <source>choose a phase tile</source>
        <translation>scegliere una tessera fase</translation>
    </message>
    <message>
        <source>choose the scoring bonus</source>
        <translation>scegliere il bonus punteggio</translation>
    </message>
    <message>
        <source>claim a riverboat or pass</source>
        <translation>prendere una nave o passare</translation>
    </message>
    <message>
        <source>coin in personal supply (coins are kept)</source>
        <translation>moneta nella riserva personale (le monete restano)</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monete</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monete</translation>
    </message>
    <message>
        <source>combined capacity of two of your riverboats (the best two)</source>
        <translation>capacità totale di due delle tue navi (le due migliori)</translation>
    </message>
    <message>
        <source>completed colours</source>
        <translation>colori completati</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>mais</translation>
    </message>
    <message>
        <source>Corn harvest</source>
        <translation>Raccolto di mais</translation>
    </message>
    <message>
        <source>corn harvested</source>
        <translation>mais raccolto</translation>
    </message>
    <message>
        <source>crop tile</source>
        <translation>tessera raccolto</translation>
    </message>
    <message>
        <source>crop type harvested at least once</source>
        <translation>tipo di ortaggio raccolto almeno una volta</translation>
    </message>
    <message>
        <source>Crop types</source>
        <translation>Tipi di ortaggio</translation>
    </message>
    <message>
        <source>Cultivation</source>
        <translation>Coltivazione</translation>
    </message>
    <message>
        <source>cultivation card: {colour}</source>
        <translation>carta coltivazione: {colour}</translation>
    </message>
    <message>
        <source>dig a well on {hex}</source>
        <translation>scava un pozzo in {hex}</translation>
    </message>
    <message>
        <source>dig a well on {hex} ({crop})</source>
        <translation>scava un pozzo in {hex} ({crop})</translation>
    </message>
    <message>
        <source>digs a well on {hex}</source>
        <translation>scava un pozzo in {hex}</translation>
    </message>
    <message>
        <source>digs a well on {hex} ({crop})</source>
        <translation>scava un pozzo in {hex} ({crop})</translation>
    </message>
    <message>
        <source>do something this edition has no words for</source>
        <translation>fai qualcosa che questa edizione non sa descrivere</translation>
    </message>
    <message>
        <source>does something this edition has no words for</source>
        <translation>fa qualcosa che questa edizione non sa descrivere</translation>
    </message>
    <message>
        <source>earns the harvest bonus for {count} {crop} harvested</source>
        <translation>ottiene il bonus raccolto per aver raccolto {count} {crop}</translation>
    </message>
    <message>
        <source>finds no face-up tile that fits: the crop supply board is refilled</source>
        <translation>non trova tessere scoperte che si possano piantare: la riserva raccolto viene rifornita</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>gets a surveyor</source>
        <translation>ottiene un supervisore</translation>
    </message>
    <message>
        <source>gets no coin: the supply is empty</source>
        <translation>non ottiene monete: la riserva è vuota</translation>
    </message>
    <message>
        <source>gets no estate feature: none can be had</source>
        <translation>non ottiene edifici: nessuno è disponibile</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>harbor</source>
        <translation>porto</translation>
    </message>
    <message numerus="yes">
        <source>harbor master %n step(s)</source>
        <translation>
            <numerusform>Harbor Master %n passo</numerusform>
            <numerusform>Harbor Master %n passi</numerusform>
        </translation>
    </message>
    <message>
        <source>Harvesting and Shipping</source>
        <translation>Raccolto e spedizione</translation>
    </message>
    <message>
        <source>has no empty field: the round-track worker goes to the supply</source>
        <translation>non ha campi vuoti: il lavoratore del tracciato dei round va nella riserva</translation>
    </message>
    <message>
        <source>is first player in round {round}</source>
        <translation>è primo giocatore nel round {round}</translation>
    </message>
    <message>
        <source>it is not that kind of decision: the decision now is to {decision}</source>
        <translation>non è quel tipo di decisione: ora bisogna {decision}</translation>
    </message>
    <message>
        <source>moves the harbor master from space {old} to space {new}</source>
        <translation>sposta l&apos;Harbor Master dallo spazio {old} allo spazio {new}</translation>
    </message>
    <message>
        <source>no barn is left in the supply</source>
        <translation>non restano fienili nella riserva</translation>
    </message>
    <message>
        <source>no coin is needed for this worker</source>
        <translation>per questo lavoratore non serve una moneta</translation>
    </message>
    <message>
        <source>no crop tile has that shape and those crops</source>
        <translation>nessuna tessera raccolto ha quella forma e quei raccolti</translation>
    </message>
    <message>
        <source>no such crop</source>
        <translation>raccolto inesistente</translation>
    </message>
    <message>
        <source>no surveyor is left in the supply</source>
        <translation>non restano supervisori nella riserva</translation>
    </message>
    <message>
        <source>no well is left in the supply</source>
        <translation>non restano pozzi nella riserva</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>not a scoring bonus</source>
        <translation>non è un bonus punteggio</translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation>non consentito ora</translation>
    </message>
    <message>
        <source>occupied outskirts field (edge hex covered by a crop or a barn)</source>
        <translation>campo sul bordo occupato (esagono di bordo coperto da un raccolto o da un fienile)</translation>
    </message>
    <message>
        <source>Opportunity</source>
        <translation>Opportunità</translation>
    </message>
    <message>
        <source>Outskirts</source>
        <translation>Campi sul bordo</translation>
    </message>
    <message>
        <source>passes: no more riverboats this round</source>
        <translation>passa: niente più navi in questo round</translation>
    </message>
    <message>
        <source>Phase tile draft</source>
        <translation>Scelta delle tessere fase</translation>
    </message>
    <message>
        <source>phase tiles are numbered 1 to 5</source>
        <translation>le tessere fase sono numerate da 1 a 5</translation>
    </message>
    <message>
        <source>place a surveyor or stop</source>
        <translation>piazzare un supervisore o fermarsi</translation>
    </message>
    <message>
        <source>place a worker</source>
        <translation>piazzare un lavoratore</translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour})</source>
        <translation>piazza un lavoratore in {hex} ({colour})</translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour}), paying a coin to ignore the card</source>
        <translation>piazza un lavoratore in {hex} ({colour}), pagando una moneta per ignorare la carta</translation>
    </message>
    <message>
        <source>place no more surveyors</source>
        <translation>non piazzare altri supervisori</translation>
    </message>
    <message>
        <source>place the round-track worker</source>
        <translation>piazzare il lavoratore del tracciato dei round</translation>
    </message>
    <message>
        <source>place the round-track worker on {hex}</source>
        <translation>piazza il lavoratore del tracciato dei round in {hex}</translation>
    </message>
    <message>
        <source>places a worker on {hex} ({colour})</source>
        <translation>piazza un lavoratore in {hex} ({colour})</translation>
    </message>
    <message>
        <source>places a worker on {hex} ({colour}), paying a coin to ignore the card</source>
        <translation>piazza un lavoratore in {hex} ({colour}), pagando una moneta per ignorare la carta</translation>
    </message>
    <message>
        <source>places no more surveyors</source>
        <translation>non piazza altri supervisori</translation>
    </message>
    <message>
        <source>places the round-track worker on {hex}</source>
        <translation>piazza il lavoratore del tracciato dei round in {hex}</translation>
    </message>
    <message>
        <source>plant a crop tile</source>
        <translation>piantare una tessera raccolto</translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}</source>
        <translation>pianta una {tile} in {hexes}</translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}, bought from its pile for a coin</source>
        <translation>pianta una {tile} in {hexes}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>plant a {tile}: {where}</source>
        <translation>pianta una {tile}: {where}</translation>
    </message>
    <message>
        <source>plant a {tile}: {where}, bought from its pile for a coin</source>
        <translation>pianta una {tile}: {where}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>Planting</source>
        <translation>Piantagione</translation>
    </message>
    <message>
        <source>plants a {tile} on {hexes}</source>
        <translation>pianta una {tile} in {hexes}</translation>
    </message>
    <message>
        <source>plants a {tile} on {hexes}, bought from its pile for a coin</source>
        <translation>pianta una {tile} in {hexes}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>plants a {tile}: {where}</source>
        <translation>pianta una {tile}: {where}</translation>
    </message>
    <message>
        <source>plants a {tile}: {where}, bought from its pile for a coin</source>
        <translation>pianta una {tile}: {where}, comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>points during play</source>
        <translation>punti durante la partita</translation>
    </message>
    <message>
        <source>potato</source>
        <translation>patate</translation>
    </message>
    <message>
        <source>Potato harvest</source>
        <translation>Raccolto di patate</translation>
    </message>
    <message>
        <source>potato harvested</source>
        <translation>patata raccolta</translation>
    </message>
    <message>
        <source>pumpkin</source>
        <translation>zucche</translation>
    </message>
    <message>
        <source>Pumpkin harvest</source>
        <translation>Raccolto di zucche</translation>
    </message>
    <message>
        <source>pumpkin harvested</source>
        <translation>zucca raccolta</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>scores the Opportunity phase tile bonus</source>
        <translation>ottiene il bonus della tessera fase Opportunità</translation>
    </message>
    <message>
        <source>scores the riverboat&apos;s benefit</source>
        <translation>ottiene il beneficio della nave</translation>
    </message>
    <message>
        <source>scores {category} in the final scoring</source>
        <translation>ottiene punti per {category} nel punteggio finale</translation>
    </message>
    <message>
        <source>scores {surveyors} and {agents}</source>
        <translation>ottiene punti per {surveyors} e {agents}</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>invia %n agente a New Orleans</numerusform>
            <numerusform>invia %n agenti a New Orleans</numerusform>
        </translation>
    </message>
    <message>
        <source>send agents to New Orleans</source>
        <translation>inviare agenti a New Orleans</translation>
    </message>
    <message>
        <source>send no agents to New Orleans</source>
        <translation>non inviare agenti a New Orleans</translation>
    </message>
    <message numerus="yes">
        <source>send up to %n agent(s)</source>
        <translation>
            <numerusform>invia fino a %n agente</numerusform>
            <numerusform>invia fino a %n agenti</numerusform>
        </translation>
    </message>
    <message>
        <source>send up to {n} agents</source>
        <translation>invia fino a {n} agenti</translation>
    </message>
    <message numerus="yes">
        <source>sends %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>invia %n agente a New Orleans</numerusform>
            <numerusform>invia %n agenti a New Orleans</numerusform>
        </translation>
    </message>
    <message>
        <source>sends no agents to New Orleans</source>
        <translation>non invia agenti a New Orleans</translation>
    </message>
    <message>
        <source>ship {n} {crop} on {boat} into boat slot {slot}</source>
        <translation>spedisci {n} {crop} con {boat} nello spazio nave {slot}</translation>
    </message>
    <message>
        <source>ship {n} {crop} on {boat} into boat slot {slot}, a copy bought from its pile for a coin</source>
        <translation>spedisci {n} {crop} con {boat} nello spazio nave {slot}, una copia comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>ships {n} {crop} on {boat} into boat slot {slot}</source>
        <translation>spedisce {n} {crop} con {boat} nello spazio nave {slot}</translation>
    </message>
    <message>
        <source>ships {n} {crop} on {boat} into boat slot {slot}, a copy bought from its pile for a coin</source>
        <translation>spedisce {n} {crop} con {boat} nello spazio nave {slot}, una copia comprata dalla sua pila per una moneta</translation>
    </message>
    <message>
        <source>survey the barn on {hex}</source>
        <translation>conteggia il fienile in {hex}</translation>
    </message>
    <message>
        <source>survey the {crop} well</source>
        <translation>conteggia il pozzo di {crop}</translation>
    </message>
    <message>
        <source>survey {card}</source>
        <translation>conteggia {card}</translation>
    </message>
    <message>
        <source>surveys the barn on {hex}</source>
        <translation>conteggia il fienile in {hex}</translation>
    </message>
    <message>
        <source>surveys the {crop} well</source>
        <translation>conteggia il pozzo di {crop}</translation>
    </message>
    <message>
        <source>surveys {card}</source>
        <translation>conteggia {card}</translation>
    </message>
    <message>
        <source>take a surveyor</source>
        <translation>prendi un supervisore</translation>
    </message>
    <message>
        <source>take an estate feature</source>
        <translation>prendere un edificio</translation>
    </message>
    <message>
        <source>take an opportunity card</source>
        <translation>prendere una carta opportunità</translation>
    </message>
    <message>
        <source>take no card from opportunity space {space}</source>
        <translation>non prendere carte dallo spazio opportunità {space}</translation>
    </message>
    <message>
        <source>take the scoring bonus: {bonus}</source>
        <translation>prendi il bonus punteggio: {bonus}</translation>
    </message>
    <message>
        <source>take the {phase} phase tile</source>
        <translation>prendi la tessera fase {phase}</translation>
    </message>
    <message>
        <source>take {card} from opportunity space {space}</source>
        <translation>prendi {card} dallo spazio opportunità {space}</translation>
    </message>
    <message>
        <source>take {card} from the opportunity pile for a coin</source>
        <translation>prendi {card} dal mazzo opportunità per una moneta</translation>
    </message>
    <message numerus="yes">
        <source>takes %n coin(s)</source>
        <translation>
            <numerusform>prende %n moneta</numerusform>
            <numerusform>prende %n monete</numerusform>
        </translation>
    </message>
    <message>
        <source>takes a surveyor</source>
        <translation>prende un supervisore</translation>
    </message>
    <message>
        <source>takes a worker from the round track</source>
        <translation>prende un lavoratore dal tracciato dei round</translation>
    </message>
    <message>
        <source>takes no card from opportunity space {space}</source>
        <translation>non prende carte dallo spazio opportunità {space}</translation>
    </message>
    <message>
        <source>takes the scoring bonus: {bonus}</source>
        <translation>prende il bonus punteggio: {bonus}</translation>
    </message>
    <message>
        <source>takes the {phase} phase tile</source>
        <translation>prende la tessera fase {phase}</translation>
    </message>
    <message>
        <source>takes {card} from opportunity space {space}</source>
        <translation>prende {card} dallo spazio opportunità {space}</translation>
    </message>
    <message>
        <source>takes {card} from the opportunity pile for a coin</source>
        <translation>prende {card} dal mazzo opportunità per una moneta</translation>
    </message>
    <message>
        <source>that card is not in the opportunity pile</source>
        <translation>quella carta non è nel mazzo opportunità</translation>
    </message>
    <message>
        <source>that is not a field of your mat</source>
        <translation>quello non è un campo della tua plancia</translation>
    </message>
    <message>
        <source>that is not an unscored barn, well or card of yours</source>
        <translation>non è un tuo fienile, pozzo o carta ancora da conteggiare</translation>
    </message>
    <message>
        <source>that tile is not in its draw pile</source>
        <translation>quella tessera non è nella sua pila di pesca</translation>
    </message>
    <message>
        <source>that tile is not on the crop supply board</source>
        <translation>quella tessera non è nella riserva raccolto</translation>
    </message>
    <message>
        <source>the card is {card}; {hex} is {colour} (spend a coin to ignore the card)</source>
        <translation>il colore della carta è {card}; {hex} è {colour} (spendi una moneta per ignorare la carta)</translation>
    </message>
    <message>
        <source>the coin supply is empty</source>
        <translation>la riserva di monete è vuota</translation>
    </message>
    <message>
        <source>the cultivation discards are shuffled into a new deck</source>
        <translation>le carte coltivazione scartate vengono mescolate in un nuovo mazzo</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the {capacity}-crop riverboat</source>
        <translation>la nave di capacità {capacity}</translation>
    </message>
    <message>
        <source>the {capacity}-crop riverboat ({benefit})</source>
        <translation>la nave di capacità {capacity} ({benefit})</translation>
    </message>
    <message>
        <source>the {phase} tile is already taken</source>
        <translation>la tessera {phase} è già stata presa</translation>
    </message>
    <message>
        <source>the “{title}” card</source>
        <translation>la carta “{title}”</translation>
    </message>
    <message>
        <source>there is no card on that space</source>
        <translation>non c&apos;è nessuna carta su quello spazio</translation>
    </message>
    <message>
        <source>there is no such riverboat</source>
        <translation>nave inesistente</translation>
    </message>
    <message>
        <source>this benefit is a barn; another feature only if no barn can be placed</source>
        <translation>questo beneficio è un fienile; un altro edificio solo se non si può piazzare un fienile</translation>
    </message>
    <message numerus="yes">
        <source>this benefit sends at most %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>questo beneficio manda al massimo %n agente a New Orleans</numerusform>
            <numerusform>questo beneficio manda al massimo %n agenti a New Orleans</numerusform>
        </translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>turnip</source>
        <translation>rape</translation>
    </message>
    <message>
        <source>Turnip harvest</source>
        <translation>Raccolto di rape</translation>
    </message>
    <message>
        <source>turnip harvested</source>
        <translation>rapa raccolta</translation>
    </message>
    <message>
        <source>Two boats</source>
        <translation>Due navi</translation>
    </message>
    <message>
        <source>unscored features</source>
        <translation>edifici non conteggiati</translation>
    </message>
    <message>
        <source>VP for the {what} (max {max})</source>
        <translation>PV pari alla {what} (max {max})</translation>
    </message>
    <message>
        <source>well on the mat</source>
        <translation>pozzo sulla plancia</translation>
    </message>
    <message>
        <source>Wells</source>
        <translation>Pozzi</translation>
    </message>
    <message>
        <source>wheat</source>
        <translation>grano</translation>
    </message>
    <message>
        <source>Wheat harvest</source>
        <translation>Raccolto di grano</translation>
    </message>
    <message>
        <source>wheat harvested</source>
        <translation>grano raccolto</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>jolly</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>you already have a well on {crop}</source>
        <translation>hai già un pozzo di {crop}</translation>
    </message>
    <message>
        <source>you have no coin to spend</source>
        <translation>non hai monete da spendere</translation>
    </message>
    <message>
        <source>you have no worker to send</source>
        <translation>non hai lavoratori da inviare</translation>
    </message>
    <message numerus="yes">
        <source>you have only %n worker(s) in your supply to send as agents</source>
        <translation>
            <numerusform>hai solo %n lavoratore nella tua riserva da mandare come agente</numerusform>
            <numerusform>hai solo %n lavoratori nella tua riserva da mandare come agenti</numerusform>
        </translation>
    </message>
    <message>
        <source>{boat} is exhausted: no copy is left</source>
        <translation>{boat} è esaurita: non ne restano copie</translation>
    </message>
    <message>
        <source>{boat} is face up: take it without a coin</source>
        <translation>{boat} è scoperta: prendila senza moneta</translation>
    </message>
    <message>
        <source>{boat} is taken this round: a coin buys one from the pile</source>
        <translation>{boat} è già stata presa in questo round: una moneta ne compra una dalla pila</translation>
    </message>
    <message>
        <source>{boat} needs {need} on {crop}; you have {have}</source>
        <translation>{boat} richiede {need} su {crop}; ne hai {have}</translation>
    </message>
    <message>
        <source>{coins} coin</source>
        <translation>{coins} moneta</translation>
    </message>
    <message>
        <source>{crop} on {hexes}</source>
        <translation>{crop} in {hexes}</translation>
    </message>
    <message>
        <source>{hex} has no worker waiting for a crop tile</source>
        <translation>{hex} non ha un lavoratore in attesa di una tessera raccolto</translation>
    </message>
    <message>
        <source>{hex} is not an empty field</source>
        <translation>{hex} non è un campo vuoto</translation>
    </message>
    <message>
        <source>{hex} is {colour}, the card&apos;s colour: no coin is needed</source>
        <translation>{hex} è {colour}, il colore della carta: non serve una moneta</translation>
    </message>
    <message>
        <source>{per} VP per {what} (max {max})</source>
        <translation>{per} PV per ogni {what} (max {max})</translation>
    </message>
    <message>
        <source>{seat} mat {mat}</source>
        <translation>{seat}: plancia {mat}</translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation>{vp} PV</translation>
    </message>
    <message>
        <source>{vp} VP and {extra}</source>
        <translation>{vp} PV e {extra}</translation>
    </message>
</context>
<context>
    <name>engine:the-river</name>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n risorsa</numerusform>
            <numerusform>%n risorse</numerusform>
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
        <source>1 VP per bonus token at the end</source>
        <translation>1 PV per gettone bonus alla fine</translation>
    </message>
    <message>
        <source>1 VP per pioneer on the boat at the end</source>
        <translation>1 PV per pioniere sulla barca alla fine</translation>
    </message>
    <message>
        <source>1 VP per {terrain} tile at the end</source>
        <translation>1 PV per tessera {terrain} alla fine</translation>
    </message>
    <message>
        <source>1 {res} at each cleanup; {vp} VP at the end</source>
        <translation>1 {res} a ogni riordino; {vp} PV alla fine</translation>
    </message>
    <message>
        <source>a meadow ({effect})</source>
        <translation>un prato ({effect})</translation>
    </message>
    <message>
        <source>a pioneer can still be placed: setting one aside is only for when none can</source>
        <translation>puoi ancora piazzare un pioniere: lo si mette da parte solo quando non se ne può piazzare nessuno</translation>
    </message>
    <message>
        <source>a swap names the lower spot first: {second} before {first}</source>
        <translation>uno scambio indica prima lo spazio più basso: {second} prima di {first}</translation>
    </message>
    <message>
        <source>a swap needs two different spots; both are {spot}</source>
        <translation>uno scambio richiede due spazi diversi; entrambi sono {spot}</translation>
    </message>
    <message numerus="yes">
        <source>a swap needs two tiles on your river board; it holds %n</source>
        <translation>
            <numerusform>uno scambio richiede due tessere sulla tua plancia fiume; ne ha %n</numerusform>
            <numerusform>uno scambio richiede due tessere sulla tua plancia fiume; ne ha %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a trade returns exactly %n resource(s) for 1 food</source>
        <translation>
            <numerusform>un commercio restituisce esattamente %n risorsa per 1 cibo</numerusform>
            <numerusform>un commercio restituisce esattamente %n risorse per 1 cibo</numerusform>
        </translation>
    </message>
    <message>
        <source>a {kind} tile ({what})</source>
        <translation>una tessera {kind} ({what})</translation>
    </message>
    <message>
        <source>a {vp}-VP building ({cost})</source>
        <translation>un edificio da {vp} PV ({cost})</translation>
    </message>
    <message>
        <source>an {vp}-VP building ({cost})</source>
        <translation>un edificio da {vp} PV ({cost})</translation>
    </message>
    <message>
        <source>badlands</source>
        <translation>calanchi</translation>
    </message>
    <message>
        <source>Bonus tokens</source>
        <translation>Gettoni bonus</translation>
    </message>
    <message>
        <source>bonus tokens</source>
        <translation>gettoni bonus</translation>
    </message>
    <message>
        <source>build {building}, paying {pay}</source>
        <translation>costruisci {building}, pagando {pay}</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>buildings</source>
        <translation>edifici</translation>
    </message>
    <message>
        <source>builds {building}, paying {pay}</source>
        <translation>costruisce {building}, pagando {pay}</translation>
    </message>
    <message>
        <source>choose a starting terrain tile</source>
        <translation>scegliere una tessera terreno iniziale</translation>
    </message>
    <message>
        <source>claim spot</source>
        <translation>spazio Prendi tessera</translation>
    </message>
    <message>
        <source>claim {tile}</source>
        <translation>prendi {tile}</translation>
    </message>
    <message>
        <source>claims {tile}</source>
        <translation>prende {tile}</translation>
    </message>
    <message>
        <source>clay</source>
        <translation>argilla</translation>
    </message>
    <message>
        <source>clay island</source>
        <translation>isola dell&apos;argilla</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Riordino</translation>
    </message>
    <message numerus="yes">
        <source>cleanup: %n terrain tile(s) discarded; tiles and buildings refilled</source>
        <translation>
            <numerusform>riordino: %n tessera terreno scartata; tessere ed edifici rimpiazzati</numerusform>
            <numerusform>riordino: %n tessere terreno scartate; tessere ed edifici rimpiazzati</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>construct spot</source>
        <translation>spazio Costruisci</translation>
    </message>
    <message>
        <source>decline a swap</source>
        <translation>rinuncia allo scambio</translation>
    </message>
    <message>
        <source>declines a swap</source>
        <translation>rinuncia allo scambio</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>deserto</translation>
    </message>
    <message>
        <source>everything fits in your warehouses</source>
        <translation>tutto entra nei tuoi magazzini</translation>
    </message>
    <message>
        <source>face up: {buildings}</source>
        <translation>scoperti: {buildings}</translation>
    </message>
    <message>
        <source>find no {food} and take 1 {resource} instead</source>
        <translation>niente {food}: prendi invece 1 {resource}</translation>
    </message>
    <message>
        <source>finds no bonus token left</source>
        <translation>non trova più gettoni bonus</translation>
    </message>
    <message>
        <source>finds no {food} and takes 1 {resource} instead</source>
        <translation>non trova {food} e prende invece 1 {resource}</translation>
    </message>
    <message>
        <source>first player spot</source>
        <translation>spazio Primo giocatore</translation>
    </message>
    <message>
        <source>food</source>
        <translation>cibo</translation>
    </message>
    <message>
        <source>food island</source>
        <translation>isola del cibo</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>foresta</translation>
    </message>
    <message>
        <source>frees the pioneer on the bonus spot: it joins the boat</source>
        <translation>libera il pioniere sullo spazio bonus: sale sulla barca</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>has claimed a {n}th terrain tile: this is the last round</source>
        <translation>ha preso la {n}ª tessera terreno: questo è l&apos;ultimo round</translation>
    </message>
    <message>
        <source>has fewer than two tiles: no swap</source>
        <translation>ha meno di due tessere: nessuno scambio</translation>
    </message>
    <message>
        <source>has no free bonus spot: no token</source>
        <translation>non ha spazi bonus liberi: nessun gettone</translation>
    </message>
    <message>
        <source>has no room and returns {what}</source>
        <translation>non ha spazio e restituisce {what}</translation>
    </message>
    <message>
        <source>has no spot for a pioneer and sets one aside for the round</source>
        <translation>non ha spazi per un pioniere e ne mette da parte uno per il round</translation>
    </message>
    <message>
        <source>has {n} bonus tokens: this is the last round</source>
        <translation>ha {n} gettoni bonus: questo è l&apos;ultimo round</translation>
    </message>
    <message>
        <source>have no spot for a pioneer and set one aside for the round</source>
        <translation>nessuno spazio per un pioniere: mettine da parte uno per il round</translation>
    </message>
    <message>
        <source>it is not that kind of decision: the decision now is to {decision}</source>
        <translation>non è quel tipo di decisione: ora bisogna {decision}</translation>
    </message>
    <message>
        <source>it needs {n} {resource}; pay the rest of the cost, food replaces any resource</source>
        <translation>richiede {n} {resource}; paga il resto del costo, il cibo sostituisce qualsiasi risorsa</translation>
    </message>
    <message>
        <source>meadow</source>
        <translation>prato</translation>
    </message>
    <message>
        <source>Meadows</source>
        <translation>Prati</translation>
    </message>
    <message>
        <source>meadows</source>
        <translation>prati</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagna</translation>
    </message>
    <message>
        <source>no building is face up</source>
        <translation>nessun edificio è scoperto</translation>
    </message>
    <message>
        <source>no building is face up and you have reserved none</source>
        <translation>nessun edificio è scoperto e non ne hai riservati</translation>
    </message>
    <message>
        <source>no food is left on its island to trade for</source>
        <translation>sulla sua isola non resta cibo da ottenere commerciando</translation>
    </message>
    <message>
        <source>no such resource</source>
        <translation>risorsa inesistente</translation>
    </message>
    <message>
        <source>no such tile is face up</source>
        <translation>nessuna tessera così è scoperta</translation>
    </message>
    <message>
        <source>no terrain tile is face up</source>
        <translation>nessuna tessera terreno è scoperta</translation>
    </message>
    <message>
        <source>no {food} and no wood, clay or stone is left on the islands</source>
        <translation>sulle isole non resta né {food} né legno, argilla o pietra</translation>
    </message>
    <message>
        <source>no {food} is left: take 1 wood, clay or stone instead</source>
        <translation>non resta {food}: prendi invece 1 legno, argilla o pietra</translation>
    </message>
    <message>
        <source>no {resource} is left on its island</source>
        <translation>sulla sua isola non resta {resource}</translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation>non consentito ora</translation>
    </message>
    <message>
        <source>Placing pioneers</source>
        <translation>Piazzamento dei pionieri</translation>
    </message>
    <message>
        <source>Preliminary turn</source>
        <translation>Turno preliminare</translation>
    </message>
    <message>
        <source>produce wood, clay or stone</source>
        <translation>produci legno, argilla o pietra</translation>
    </message>
    <message>
        <source>produce {resource}</source>
        <translation>produci {resource}</translation>
    </message>
    <message>
        <source>produces {n} {resource}</source>
        <translation>produce {n} {resource}</translation>
    </message>
    <message>
        <source>produces {resource}</source>
        <translation>produce {resource}</translation>
    </message>
    <message>
        <source>produces {res}; 1 VP per visible {res} symbol at the end, at most {max_vp}</source>
        <translation>produce {res}; 1 PV per simbolo {res} visibile alla fine, al massimo {max_vp}</translation>
    </message>
    <message>
        <source>receives 1 {resource} from a meadow</source>
        <translation>riceve 1 {resource} da un prato</translation>
    </message>
    <message>
        <source>reserve spot</source>
        <translation>spazio Riserva</translation>
    </message>
    <message>
        <source>reserve {building}</source>
        <translation>riserva {building}</translation>
    </message>
    <message numerus="yes">
        <source>reserved by you, %n resource(s) less: {buildings}</source>
        <translation>
            <numerusform>riservati da te, %n risorsa in meno: {buildings}</numerusform>
            <numerusform>riservati da te, %n risorse in meno: {buildings}</numerusform>
        </translation>
    </message>
    <message>
        <source>reserves {building}</source>
        <translation>riserva {building}</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>risorse</translation>
    </message>
    <message>
        <source>return 1 {resource}: no room to store it</source>
        <translation>restituisci 1 {resource}: non c&apos;è spazio nei magazzini</translation>
    </message>
    <message>
        <source>return a resource that does not fit</source>
        <translation>restituire una risorsa che non entra nei magazzini</translation>
    </message>
    <message>
        <source>returns 1 {resource}: no room to store it</source>
        <translation>restituisce 1 {resource}: non c&apos;è spazio nei magazzini</translation>
    </message>
    <message>
        <source>scores {category} in the final scoring</source>
        <translation>ottiene punti per {category} nel punteggio finale</translation>
    </message>
    <message numerus="yes">
        <source>settles %n pioneer(s) on framed spots for good</source>
        <translation>
            <numerusform>stabilisce per sempre %n pioniere sugli spazi incorniciati</numerusform>
            <numerusform>stabilisce per sempre %n pionieri sugli spazi incorniciati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>spot {spot} of your river board holds no tile: you have %n tile(s), on spots 1 to %n</source>
        <translation>
            <numerusform>lo spazio {spot} della tua plancia fiume non ha una tessera: ne hai %n, sullo spazio 1</numerusform>
            <numerusform>lo spazio {spot} della tua plancia fiume non ha una tessera: ne hai %n, sugli spazi da 1 a %n</numerusform>
        </translation>
    </message>
    <message>
        <source>start the river with {tile}</source>
        <translation>inizia il fiume con {tile}</translation>
    </message>
    <message>
        <source>starts round {round} as first player</source>
        <translation>inizia il round {round} come primo giocatore</translation>
    </message>
    <message>
        <source>starts the river with {tile}</source>
        <translation>inizia il fiume con {tile}</translation>
    </message>
    <message>
        <source>stone</source>
        <translation>pietra</translation>
    </message>
    <message>
        <source>stone island</source>
        <translation>isola della pietra</translation>
    </message>
    <message>
        <source>swap spot</source>
        <translation>spazio Scambio</translation>
    </message>
    <message>
        <source>swap the tiles on spots {first} and {second}</source>
        <translation>scambia le tessere degli spazi {first} e {second}</translation>
    </message>
    <message>
        <source>swap two tiles or decline the swap</source>
        <translation>scambiare due tessere o rinunciare allo scambio</translation>
    </message>
    <message>
        <source>swaps the tiles on spots {first} and {second}</source>
        <translation>scambia le tessere degli spazi {first} e {second}</translation>
    </message>
    <message>
        <source>take 1 {food}</source>
        <translation>prendi 1 {food}</translation>
    </message>
    <message>
        <source>take the first player pawn</source>
        <translation>prendi la pedina primo giocatore</translation>
    </message>
    <message>
        <source>takes 1 {food}</source>
        <translation>prende 1 {food}</translation>
    </message>
    <message numerus="yes">
        <source>takes a bonus token worth %n point(s)</source>
        <translation>
            <numerusform>prende un gettone bonus da %n punto</numerusform>
            <numerusform>prende un gettone bonus da %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the first player pawn</source>
        <translation>prende la pedina primo giocatore</translation>
    </message>
    <message>
        <source>takes {n} {resource} from the meadow</source>
        <translation>prende {n} {resource} dal prato</translation>
    </message>
    <message>
        <source>that building costs {need}, not {paid}</source>
        <translation>quell&apos;edificio costa {need}, non {paid}</translation>
    </message>
    <message>
        <source>that building is neither face up nor reserved by you</source>
        <translation>quell&apos;edificio non è né scoperto né riservato da te</translation>
    </message>
    <message>
        <source>that building is not face up</source>
        <translation>quell&apos;edificio non è scoperto</translation>
    </message>
    <message>
        <source>that tile is not among the face-up setup tiles</source>
        <translation>quella tessera non è tra le tessere iniziali scoperte</translation>
    </message>
    <message>
        <source>the discarded terrain tiles are shuffled into a new stack</source>
        <translation>le tessere terreno scartate vengono mescolate in una nuova pila</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the leftover setup tile, {tile}, leaves the game</source>
        <translation>la tessera iniziale rimasta, {tile}, esce dal gioco</translation>
    </message>
    <message>
        <source>the {spot} is taken</source>
        <translation>{spot}: non c&apos;è più posto</translation>
    </message>
    <message>
        <source>trade or place a pioneer</source>
        <translation>commerciare o piazzare un pioniere</translation>
    </message>
    <message>
        <source>trade {give} for 1 {food}</source>
        <translation>commercia {give} per 1 {food}</translation>
    </message>
    <message>
        <source>trades {give} for 1 {food}</source>
        <translation>commercia {give} per 1 {food}</translation>
    </message>
    <message>
        <source>two swaps at once</source>
        <translation>due scambi subito</translation>
    </message>
    <message>
        <source>up to {up_to} {res} at once</source>
        <translation>fino a {up_to} {res} subito</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>legno</translation>
    </message>
    <message>
        <source>wood island</source>
        <translation>isola del legno</translation>
    </message>
    <message>
        <source>you already hold {n} reserved buildings</source>
        <translation>hai già {n} edifici riservati</translation>
    </message>
    <message>
        <source>you can pay for no building: {why}</source>
        <translation>non puoi pagare nessun edificio: {why}</translation>
    </message>
    <message>
        <source>you hold {held} (food is wild)</source>
        <translation>possiedi {held} (il cibo fa da jolly)</translation>
    </message>
    <message>
        <source>{vp} VP ({cost})</source>
        <translation>{vp} PV ({cost})</translation>
    </message>
    <message>
        <source>you do not hold {what}</source>
        <translation>non possiedi {what}</translation>
    </message>
    <message numerus="yes">
        <source>you cannot pay for {building}: reserved, it costs %n resource(s) less; {holding}</source>
        <translation>
            <numerusform>non puoi pagare {building}: riservato, costa %n risorsa in meno; {holding}</numerusform>
            <numerusform>non puoi pagare {building}: riservato, costa %n risorse in meno; {holding}</numerusform>
        </translation>
    </message>
    <message>
        <source>you cannot pay for {building}; {holding}</source>
        <translation>non puoi pagare {building}; {holding}</translation>
    </message>
    <message>
        <source>you have claimed {n} tiles this round already</source>
        <translation>hai già preso {n} tessere in questo round</translation>
    </message>
    <message>
        <source>you hold no resources</source>
        <translation>non possiedi risorse</translation>
    </message>
    <message>
        <source>you hold no {resource}</source>
        <translation>non hai {resource}</translation>
    </message>
    <message>
        <source>you would get no {resource}: you have no {resource} production symbol</source>
        <translation>non otterresti {resource}: non hai simboli di produzione di {resource}</translation>
    </message>
    <message>
        <source>your river board is complete</source>
        <translation>la tua plancia fiume è completa</translation>
    </message>
    <message>
        <source>{food} is left: the food island gives {food}</source>
        <translation>c&apos;è ancora {food}: l&apos;isola del cibo dà {food}</translation>
    </message>
    <message>
        <source>{notation}</source>
        <translation>{notation}</translation>
    </message>
    <message>
        <source>{n} {resource}</source>
        <translation>{n} {resource}</translation>
    </message>
</context>
</TS>
