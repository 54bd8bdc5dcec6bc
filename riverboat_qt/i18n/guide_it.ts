<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Guide</name>
    <message>
        <source>Guided first game</source>
        <translation>Prima partita guidata</translation>
    </message>
    <message>
        <source>Learn by playing: you against the Easy AI, a note on each decision</source>
        <translation>Impara giocando: tu contro l&apos;IA Facile, una nota per ogni decisione</translation>
    </message>
    <message>
        <source>The guided game cannot start</source>
        <translation>La partita guidata non può iniziare</translation>
    </message>
    <message>
        <source>Your decision: the teal ring shows a good choice.</source>
        <translation>Tocca a te: l&apos;anello verde acqua indica una buona scelta.</translation>
    </message>
    <message>
        <source>Guided first game ({page} of {pages})</source>
        <translation>Prima partita guidata ({page} di {pages})</translation>
    </message>
    <message>
        <source>Your first decision</source>
        <translation>La tua prima decisione</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>The AI&apos;s turn</source>
        <translation>Tocca all&apos;IA</translation>
    </message>
    <message>
        <source>Watch the table: your decision comes next, with its note.</source>
        <translation>Guarda il tavolo: poi tocca a te, con la sua nota.</translation>
    </message>
    <message>
        <source>The next note comes with your next decision</source>
        <translation>La prossima nota arriva con la tua prossima decisione</translation>
    </message>
    <message>
        <source>The guide ends here</source>
        <translation>La guida finisce qui</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>GuideChoice</name>
    <message>
        <source>Which game would you like to learn?</source>
        <translation>Quale gioco vuoi imparare?</translation>
    </message>
</context>
<context>
    <name>GuidePanel</name>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Lascia la guida</translation>
    </message>
    <message>
        <source>Close the guide: the game goes on as a normal game</source>
        <translation>Chiudi la guida: la partita continua come una partita normale</translation>
    </message>
</context>
</TS>
