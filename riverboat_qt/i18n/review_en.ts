<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>Deep review: about %n minute(s) on {cores} cores…</source>
        <translation>
            <numerusform>Deep review: about %n minute on {cores} cores…</numerusform>
            <numerusform>Deep review: about %n minutes on {cores} cores…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n decision(s) of {seat}…</source>
        <translation>
            <numerusform>Reviewing %n decision of {seat}…</numerusform>
            <numerusform>Reviewing %n decisions of {seat}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat}: %n decision(s) reviewed.</source>
        <translation>
            <numerusform>{seat}: %n decision reviewed.</numerusform>
            <numerusform>{seat}: %n decisions reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: {seat}'s first %n decision(s) reviewed.</source>
        <translation>
            <numerusform>Cancelled: {seat}'s first decision reviewed.</numerusform>
            <numerusform>Cancelled: {seat}'s first %n decisions reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ahead</source>
        <translation>
            <numerusform>%n move ahead</numerusform>
            <numerusform>%n moves ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Quick review&lt;/b&gt;: a search of %n try (tries) at each decision, each move weighed {samples} times, {ahead}.</source>
        <translation><numerusform>&lt;b&gt;Quick review&lt;/b&gt;: a search of %n try at each decision, each move weighed {samples} times, {ahead}.</numerusform><numerusform>&lt;b&gt;Quick review&lt;/b&gt;: a search of %n tries at each decision, each move weighed {samples} times, {ahead}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
</context>
</TS>