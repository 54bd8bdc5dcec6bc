<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>engine:core</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}/{second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{only}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine:riverboat</name>
    <message numerus="yes">
        <source>%n active surveyor(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unclaimed card(s) go under the opportunity pile</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 agent to New Orleans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 barn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 estate feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 step of the harbor master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-hex crop tile on the mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-hex tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 VP + agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 VP + harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 VP + harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a barn goes on an empty field; {hex} is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a barn needs a hex of your mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a coin buys a 1-hex or 2-hex tile from its pile, not a 3-hex tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a surveyor needs a hex of your mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a well goes on a crop hex; {hex} has no crop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a well needs a hex of your mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent in New Orleans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agents bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all nine boat slots of your mat are full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an estate feature is a barn, a well or a surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barn on the mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barn or well on the mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barns &amp; wells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>begins the {phase} phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build a barn on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>builds a barn on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can claim no riverboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can place no tile: its workers without crops return to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can take no opportunity card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move the harbor master past space {last}, the end of the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a phase tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the scoring bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim a riverboat or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coin in personal supply (coins are kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combined capacity of two of your riverboats (the best two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corn harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corn harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crop tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crop type harvested at least once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cultivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cultivation card: {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dig a well on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dig a well on {hex} ({crop})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digs a well on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digs a well on {hex} ({crop})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do something this edition has no words for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does something this edition has no words for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earns the harvest bonus for 9 {crop} harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finds no face-up tile that fits: the crop supply board is refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gets a surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gets no coin: the supply is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gets no estate feature: none can be had</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harbor</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>harbor master %n step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Harvesting and Shipping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no empty field: the round-track worker goes to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is first player in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not that kind of decision: the decision now is to {decision}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves the harbor master from space {old} to space {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no barn is left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no coin is needed for this worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no crop tile has that shape and those crops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such crop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no surveyor is left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no well is left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a scoring bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupied outskirts field (edge hex covered by a crop or a barn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opportunity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outskirts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes: no more riverboats this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase tile draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase tiles are numbered 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a surveyor or stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a worker on {hex} ({colour}), paying a coin to ignore the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place no more surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place the round-track worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place the round-track worker on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a worker on {hex} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a worker on {hex} ({colour}), paying a coin to ignore the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places no more surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places the round-track worker on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant a crop tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plant a {tile} on {hexes}, bought from its pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plants a {tile} on {hexes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plants a {tile} on {hexes}, bought from its pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points during play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>potato</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potato harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>potato harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pumpkin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pumpkin harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pumpkin harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores the Opportunity phase tile bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores the riverboat&apos;s benefit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores {category} in the final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores {surveyors} and {agents}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s) to New Orleans</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>send agents to New Orleans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send no agents to New Orleans</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>send up to %n agent(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>send up to {n} agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>sends %n agent(s) to New Orleans</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sends no agents to New Orleans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ship {n} {crop} on {boat} into boat slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ship {n} {crop} on {boat} into boat slot {slot}, a copy bought from its pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ships {n} {crop} on {boat} into boat slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ships {n} {crop} on {boat} into boat slot {slot}, a copy bought from its pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey the barn on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey the {crop} well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surveys the barn on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surveys the {crop} well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surveys {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take a surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take an estate feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take an opportunity card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take no card from opportunity space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the scoring bonus: {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the {phase} phase tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take {card} from opportunity space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take {card} from the opportunity pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>takes %n coin(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>takes a surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes a worker from the round track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes no card from opportunity space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the scoring bonus: {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the {phase} phase tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {card} from opportunity space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {card} from the opportunity pile for a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card is not in the opportunity pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not a field of your mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not an unscored barn, well or card of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tile is not in its draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tile is not on the crop supply board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card is {card}; {hex} is {colour} (spend a coin to ignore the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the coin supply is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cultivation discards are shuffled into a new deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {capacity}-crop riverboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {capacity}-crop riverboat ({benefit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {phase} tile is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the “{title}” card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no card on that space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such riverboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this benefit is a barn; another feature only if no barn can be placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turnip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turnip harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turnip harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unscored features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP for the {what} (max {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>well on the mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wheat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheat harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wheat harvested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you already have a well on {crop}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have no coin to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have no worker to send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may send 0 to {most} agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boat} is exhausted: no copy is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boat} is face up: take it without a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boat} is taken this round: a coin buys one from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boat} needs {need} on {crop}; you have {have}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{coins} coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hex} has no worker waiting for a crop tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hex} is not an empty field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hex} is {colour}, the card&apos;s colour: no coin is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{per} VP per {what} (max {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size}-hex {crops} tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{vp} VP and {extra}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine:the-river</name>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warehouse(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 VP per bonus token at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per pioneer on the boat at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP per {terrain} tile at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 {res} at each cleanup; {vp} VP at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meadow ({effect})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pioneer can still be placed: setting one aside is only for when none can</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a trade returns exactly %n resource(s) for 1 food</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a {kind} tile ({what})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {vp}-VP building ({cost})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an {vp}-VP building ({cost})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>badlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build {building}, paying {pay}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>builds {building}, paying {pay}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a starting terrain tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clay island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cleanup: %n terrain tile(s) discarded; tiles and buildings refilled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>construct spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decline a swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declines a swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everything fits in your warehouses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find no {food} and take 1 {resource} instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finds no bonus token left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finds no {food} and takes 1 {resource} instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first player spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>food island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frees the pioneer on the bonus spot: it joins the boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has claimed a {n}th terrain tile: this is the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has fewer than two tiles: no swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no free bonus spot: no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no room and returns {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no spot for a pioneer and sets one aside for the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has {n} bonus tokens: this is the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>have no spot for a pioneer and set one aside for the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not that kind of decision: the decision now is to {decision}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it needs {n} {resource}; pay the rest of the cost, food replaces any resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meadows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meadows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no food is left on its island to trade for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such tile is face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no {food} is left: take 1 wood, clay or stone instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no {resource} is left on its island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an action of The River: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing pioneers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preliminary turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produce wood, clay or stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produce {resource}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produces {resource}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>produces {res}; 1 VP per visible {res} symbol at the end, at most {max_vp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives 1 {resource} from a meadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserve spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserve {building}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserves {building}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return 1 {resource}: no room to store it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return a resource that does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns 1 {resource}: no room to store it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores {category} in the final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>settles %n pioneer(s) on framed spots for good</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>start the river with {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts round {round} as first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts the river with {tile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap the tiles on spots {first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>swap two of the %n tile(s) on your river board, the lower spot first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>swap two tiles or decline the swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swaps the tiles on spots {first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take 1 {food}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the first player pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes 1 {food}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>takes a bonus token worth %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>takes the first player pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {n} {resource} from the meadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that building costs {need}, not {paid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that building is neither face up nor reserved by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that building is not face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tile is not among the face-up setup tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the discarded terrain tiles are shuffled into a new stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leftover setup tile, {tile}, leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {spot} is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trade or place a pioneer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trade {give} for 1 {food}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trades {give} for 1 {food}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two swaps at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to {up_to} {res} at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you already hold {n} reserved buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you do not hold {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have claimed {n} tiles this round already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you hold no {resource}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you would get no {resource}: you have no {resource} production symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your river board is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{food} is left: the food island gives {food}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{notation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {resource}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
