<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>engine:riverboat</name>
    <message numerus="yes">
        <source>%n active surveyor(s)</source>
        <translation>
            <numerusform>%n active surveyor</numerusform>
            <numerusform>%n active surveyors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s)</source>
        <translation>
            <numerusform>%n agent</numerusform>
            <numerusform>%n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unclaimed card(s) go under the opportunity pile</source>
        <translation>
            <numerusform>%n unclaimed card goes under the opportunity pile</numerusform>
            <numerusform>%n unclaimed cards go under the opportunity pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n-hex {crops} tile</source>
        <translation>
            <numerusform>%n-hex {crops} tile</numerusform>
            <numerusform>%n-hex {crops} tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>harbor master %n step(s)</source>
        <translation>
            <numerusform>harbor master %n step</numerusform>
            <numerusform>harbor master %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>send %n agent to New Orleans</numerusform>
            <numerusform>send %n agents to New Orleans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>send up to %n agent(s)</source>
        <translation>
            <numerusform>send up to %n agent</numerusform>
            <numerusform>send up to %n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sends %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>sends %n agent to New Orleans</numerusform>
            <numerusform>sends %n agents to New Orleans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes %n coin(s)</source>
        <translation>
            <numerusform>takes %n coin</numerusform>
            <numerusform>takes %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this benefit sends at most %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>this benefit sends at most %n agent to New Orleans</numerusform>
            <numerusform>this benefit sends at most %n agents to New Orleans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have only %n worker(s) in your supply to send as agents</source>
        <translation>
            <numerusform>you have only %n worker in your supply to send as agents</numerusform>
            <numerusform>you have only %n workers in your supply to send as agents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine:the-river</name>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n resource</numerusform>
            <numerusform>%n resources</numerusform>
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
        <source>a swap needs two tiles on your river board; it holds %n</source>
        <translation>
            <numerusform>a swap needs two tiles on your river board; it holds %n</numerusform>
            <numerusform>a swap needs two tiles on your river board; it holds %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a trade returns exactly %n resource(s) for 1 food</source>
        <translation>
            <numerusform>a trade returns exactly %n resource for 1 food</numerusform>
            <numerusform>a trade returns exactly %n resources for 1 food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cleanup: %n terrain tile(s) discarded; tiles and buildings refilled</source>
        <translation>
            <numerusform>cleanup: %n terrain tile discarded; tiles and buildings refilled</numerusform>
            <numerusform>cleanup: %n terrain tiles discarded; tiles and buildings refilled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reserved by you, %n resource(s) less: {buildings}</source>
        <translation>
            <numerusform>reserved by you, %n resource less: {buildings}</numerusform>
            <numerusform>reserved by you, %n resources less: {buildings}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>settles %n pioneer(s) on framed spots for good</source>
        <translation>
            <numerusform>settles %n pioneer on framed spots for good</numerusform>
            <numerusform>settles %n pioneers on framed spots for good</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>spot {spot} of your river board holds no tile: you have %n tile(s), on spots 1 to %n</source>
        <translation>
            <numerusform>spot {spot} of your river board holds no tile: you have %n tile, on spot 1</numerusform>
            <numerusform>spot {spot} of your river board holds no tile: you have %n tiles, on spots 1 to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you cannot pay for {building}: reserved, it costs %n resource(s) less; {holding}</source>
        <translation>
            <numerusform>you cannot pay for {building}: reserved, it costs %n resource less; {holding}</numerusform>
            <numerusform>you cannot pay for {building}: reserved, it costs %n resources less; {holding}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes a bonus token worth %n point(s)</source>
        <translation>
            <numerusform>takes a bonus token worth %n point</numerusform>
            <numerusform>takes a bonus token worth %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
