<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>RiverboatChoices</name>
    <message numerus="yes">
        <source>%n field(s) on the outskirts</source>
        <translation><numerusform>%n field on the outskirts</numerusform><numerusform>%n fields on the outskirts</numerusform></translation>
    </message>
</context>
<context>
    <name>RiverboatHints</name>
    <message numerus="yes">
        <source>send %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>send %n agent to New Orleans</numerusform>
            <numerusform>send %n agents to New Orleans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiverboatInteractions</name>
    <message numerus="yes">
        <source>Send %n agent(s)</source>
        <translation>
            <numerusform>Send %n agent</numerusform>
            <numerusform>Send %n agents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiverboatTexts</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barn(s)</source>
        <translation>
            <numerusform>%n barn</numerusform>
            <numerusform>%n barns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n well(s)</source>
        <translation>
            <numerusform>%n well</numerusform>
            <numerusform>%n wells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surveyor(s)</source>
        <translation>
            <numerusform>%n surveyor</numerusform>
            <numerusform>%n surveyors</numerusform>
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
        <source>%n agent(s)</source>
        <translation>
            <numerusform>%n agent</numerusform>
            <numerusform>%n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n surveyor(s)</source>
        <translation>
            <numerusform>+%n surveyor</numerusform>
            <numerusform>+%n surveyors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>send %n agent(s)</source>
        <translation>
            <numerusform>send %n agent</numerusform>
            <numerusform>send %n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <translation>
            <numerusform>+%n coin</numerusform>
            <numerusform>+%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>send up to %n worker(s) to New Orleans as agents</source>
        <translation>
            <numerusform>send up to %n worker to New Orleans as agents</numerusform>
            <numerusform>send up to %n workers to New Orleans as agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>whether to send up to %n agent(s) to New Orleans</source>
        <translation>
            <numerusform>whether to send up to %n agent to New Orleans</numerusform>
            <numerusform>whether to send up to %n agents to New Orleans</numerusform>
        </translation>
    </message>
</context>
</TS>