<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>RulesButton</name>
    <message>
        <source>The rules of this decision ({key})</source>
        <translation>Le regole di questa decisione ({key})</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Trova:</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>{current} of {count}</source>
        <translation>{current} di {count}</translation>
    </message>
</context>
</TS>
