<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>MainWindow</name>
    <message>
        <source>Some translations are missing ({files}): run &apos;make setup&apos;.</source>
        <translation>Mancano alcune traduzioni ({files}): esegui &apos;make setup&apos;.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The language will be {language} from the next start.</source>
        <translation>La lingua sarà {language} dal prossimo avvio.</translation>
    </message>
</context>
</TS>
