<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>RiverTexts</name>
    <message numerus="yes">
        <source>(%n more)</source>
        <translation>
            <numerusform>(%n more)</numerusform>
            <numerusform>(%n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Terrain stack&lt;/b&gt; (%n tile(s)): {tiles}</source>
        <translation>
            <numerusform>&lt;b&gt;Terrain stack&lt;/b&gt; (%n tile): {tiles}</numerusform>
            <numerusform>&lt;b&gt;Terrain stack&lt;/b&gt; (%n tiles): {tiles}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Building deck&lt;/b&gt; (%n building(s)): {buildings}</source>
        <translation>
            <numerusform>&lt;b&gt;Building deck&lt;/b&gt; (%n building): {buildings}</numerusform>
            <numerusform>&lt;b&gt;Building deck&lt;/b&gt; (%n buildings): {buildings}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pioneer(s)</source>
        <translation>
            <numerusform>%n pioneer</numerusform>
            <numerusform>%n pioneers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of each player</source>
        <translation>
            <numerusform>%n of each player</numerusform>
            <numerusform>%n of each player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack: %n tile(s) · discards: {discards}</source>
        <translation>
            <numerusform>Stack: %n tile · discards: {discards}</numerusform>
            <numerusform>Stack: %n tiles · discards: {discards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building deck: %n building(s) face down</source>
        <translation>
            <numerusform>Building deck: %n building face down</numerusform>
            <numerusform>Building deck: %n buildings face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens: {count} in the pile, top {top}; %n 0-point token(s)</source>
        <translation>
            <numerusform>Bonus tokens: {count} in the pile, top {top}; %n 0-point token</numerusform>
            <numerusform>Bonus tokens: {count} in the pile, top {top}; %n 0-point tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens: the pile is empty; %n 0-point token(s)</source>
        <translation>
            <numerusform>Bonus tokens: the pile is empty; %n 0-point token</numerusform>
            <numerusform>Bonus tokens: the pile is empty; %n 0-point tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens, top first: {order}; then %n token(s) worth 0. A building takes the top one.</source>
        <translation>
            <numerusform>Bonus tokens, top first: {order}; then %n token worth 0. A building takes the top one.</numerusform>
            <numerusform>Bonus tokens, top first: {order}; then %n tokens worth 0. A building takes the top one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The boat: %n pioneer(s) ready</source>
        <translation>
            <numerusform>The boat: %n pioneer ready</numerusform>
            <numerusform>The boat: %n pioneers ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n pioneer(s) settled for good</source>
        <translation>
            <numerusform>; %n pioneer settled for good</numerusform>
            <numerusform>; %n pioneers settled for good</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus spot {spot}: a token worth %n point(s).</source>
        <translation>
            <numerusform>Bonus spot {spot}: a token worth %n point.</numerusform>
            <numerusform>Bonus spot {spot}: a token worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>room for %n pioneer(s)</source>
        <translation>
            <numerusform>room for %n pioneer</numerusform>
            <numerusform>room for %n pioneers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pioneer(s) of each player</source>
        <translation>
            <numerusform>%n pioneer of each player</numerusform>
            <numerusform>%n pioneers of each player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reserve a face-up building (it then costs %n resource(s) less)</source>
        <translation>
            <numerusform>reserve a face-up building (it then costs one resource less)</numerusform>
            <numerusform>reserve a face-up building (it then costs %n resources less)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n {terrain} tile(s)</source>
        <translation>
            <numerusform>now %n {terrain} tile</numerusform>
            <numerusform>now %n {terrain} tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n {resource} symbol(s)</source>
        <translation>
            <numerusform>now %n {resource} symbol</numerusform>
            <numerusform>now %n {resource} symbols</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n pioneer(s) for the boat</source>
        <translation>
            <numerusform>now %n pioneer for the boat</numerusform>
            <numerusform>now %n pioneers for the boat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>now %n bonus token(s)</source>
        <translation>
            <numerusform>now %n bonus token</numerusform>
            <numerusform>now %n bonus tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {resource} symbol</source>
        <translation>
            <numerusform>%n {resource} symbol</numerusform>
            <numerusform>%n {resource} symbol</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warehouse(s)</source>
        <translation>
            <numerusform>%n warehouse</numerusform>
            <numerusform>%n warehouses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n resource</numerusform>
            <numerusform>%n resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reserved: costs {cost} (%n less, of your choice).</source>
        <translation>
            <numerusform>Reserved: costs {cost} (one less, of your choice).</numerusform>
            <numerusform>Reserved: costs {cost} (%n less, of your choice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{where} must return %n resource(s), more than your warehouses hold: click a resource or use the buttons.</source>
        <translation>
            <numerusform>{where} must return %n resource, more than your warehouses hold: click a resource or use the buttons.</numerusform>
            <numerusform>{where} must return %n resources, more than your warehouses hold: click a resource or use the buttons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{where} must return %n resource(s), more than your warehouses hold.</source>
        <translation><numerusform>{where} must return %n resource, more than your warehouses hold.</numerusform><numerusform>{where} must return %n resources, more than your warehouses hold.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Pay for {building}: reserved, %n resource(s) less of your choice</source>
        <translation>
            <numerusform>Pay for {building}: reserved, one resource less of your choice</numerusform>
            <numerusform>Pay for {building}: reserved, %n resources less of your choice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiverWords</name>
    <message numerus="yes">
        <source>River: %n spot(s) covered of {spots}; the next tile goes on spot {next}.</source>
        <translation>
            <numerusform>River: %n spot covered of {spots}; the next tile goes on spot {next}.</numerusform>
            <numerusform>River: %n spots covered of {spots}; the next tile goes on spot {next}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bonus tokens left: {tokens}; %n token(s) of 0 VP.</source>
        <translation>
            <numerusform>Bonus tokens left: {tokens}; %n token of 0 VP.</numerusform>
            <numerusform>Bonus tokens left: {tokens}; %n tokens of 0 VP.</numerusform>
        </translation>
    </message>
</context>
</TS>