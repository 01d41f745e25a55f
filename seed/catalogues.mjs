import { catalogueKey, searchText } from "../domain/text-fold.mjs";

// The catalogues of the entry's classification (spec §7 "Other customer calls":
// the suggest calls): German trades with their typical search keywords, product
// features and service-area cities with their federal state.

/** Trades; after a colon the trade's typical search keywords. */
const TRADES = `
Bäckerei: Brot, Brötchen, Frühstück, Vollkornbrot, Backwaren
Konditorei: Torten, Kuchen, Hochzeitstorte, Pralinen, Gebäck
Café: Kaffee, Frühstück, Kuchen, Brunch
Fleischerei: Fleisch, Wurst, Partyservice, Grillfleisch
Metzgerei: Fleisch, Wurst, Aufschnitt, Grillfleisch
Schreinerei: Möbel nach Maß, Einbauschrank, Küchenbau, Innenausbau, Holzfenster
Tischlerei: Möbel nach Maß, Treppen, Innentüren, Einbauschrank, Holzfenster
Zimmerei: Dachstuhl, Holzbau, Carport, Holzrahmenbau
Dachdeckerei: Dachsanierung, Flachdach, Dachrinne, Dachfenster, Sturmschaden
Elektroinstallation: Elektriker, Elektroinstallation, Smart Home, Photovoltaik, Wallbox
Elektrotechnik: Elektriker, Schaltschrank, E-Check, Sicherheitstechnik
Sanitärinstallation: Klempner, Badsanierung, Rohrreinigung, Wasserinstallation
Heizungsbau: Heizung, Wärmepumpe, Heizungswartung, Gasheizung, Fußbodenheizung
Klempnerei: Klempner, Rohrbruch, Dachrinne, Wasserinstallation
Malerbetrieb: Maler, Fassadenanstrich, Tapezieren, Lackierarbeiten
Lackiererei: Autolackierung, Smart Repair, Unfallschaden
Fliesenlegerei: Fliesen, Badsanierung, Naturstein, Mosaik
Parkettlegerei: Parkett, Dielen, Parkett schleifen, Bodenbeläge
Raumausstattung: Gardinen, Polsterei, Bodenbeläge, Sonnenschutz
Polsterei: Polstermöbel, Neubezug, Autositze
Glaserei: Glas, Fenster, Duschabtrennung, Glasreparatur
Schlosserei: Metallbau, Geländer, Tore, Schlüsseldienst
Metallbau: Stahlbau, Geländer, Treppen, Balkone, Vordächer
Schlüsseldienst: Türöffnung, Schließanlage, Schlüssel nachmachen, Einbruchschutz
Steinmetz: Grabsteine, Naturstein, Treppen, Fensterbänke
Stuckateur: Putz, Stuck, Fassade, Wärmedämmung
Maurerbetrieb: Mauerwerk, Rohbau, Umbau, Sanierung
Bauunternehmen: Neubau, Rohbau, Sanierung, Umbau, Hausbau
Gerüstbau: Gerüst, Fassadengerüst, Arbeitsbühne
Abbruchunternehmen: Abriss, Entkernung, Rückbau
Garten- und Landschaftsbau: Gartengestaltung, Pflasterarbeiten, Baumpflege, Rollrasen
Gärtnerei: Pflanzen, Blumen, Gemüsepflanzen, Grabpflege
Baumpflege: Baumfällung, Baumschnitt, Wurzelfräsen
Blumengeschäft: Blumen, Blumenstrauß, Hochzeitsfloristik, Trauerfloristik
Floristik: Blumen, Blumenstrauß, Dekoration, Trauerfloristik
Friseur: Haarschnitt, Färben, Hochsteckfrisur, Herrenfriseur
Barbier: Bartpflege, Rasur, Herrenhaarschnitt
Kosmetikstudio: Gesichtsbehandlung, Wimpern, Augenbrauen, Haarentfernung
Nagelstudio: Maniküre, Gelnägel, Pediküre
Fußpflege: Podologie, Pediküre, Hühneraugen
Massagepraxis: Massage, Wellness, Rückenmassage
Physiotherapie: Krankengymnastik, Manuelle Therapie, Lymphdrainage, Massage
Ergotherapie: Handtherapie, Kinder-Ergotherapie
Logopädie: Sprachtherapie, Stimmtherapie, Schlucktherapie
Zahnarzt: Zahnreinigung, Implantate, Zahnersatz, Kinderzahnheilkunde
Kieferorthopädie: Zahnspange, Aligner
Hausarzt: Allgemeinmedizin, Vorsorge, Impfungen, Hausbesuche
Kinderarzt: Kinderheilkunde, Vorsorgeuntersuchung, Impfungen
Frauenarzt: Gynäkologie, Schwangerschaft, Vorsorge
Augenarzt: Augenheilkunde, Sehtest, Grauer Star
Hautarzt: Dermatologie, Hautkrebs-Screening, Allergie
Orthopädie: Rückenschmerzen, Sportmedizin, Gelenke
Tierarzt: Tierarztpraxis, Impfung, Kleintiere, Notdienst
Apotheke: Medikamente, Rezepte, Kosmetik, Impfung
Sanitätshaus: Orthopädie, Rollator, Kompressionsstrümpfe, Bandagen
Optiker: Brillen, Kontaktlinsen, Sehtest, Sonnenbrillen
Hörakustik: Hörgeräte, Hörtest, Gehörschutz
Heilpraktiker: Naturheilkunde, Akupunktur, Homöopathie
Psychotherapie: Verhaltenstherapie, Paartherapie, Beratung
Pflegedienst: Ambulante Pflege, Seniorenbetreuung, Krankenpflege
Seniorenheim: Pflegeheim, Betreutes Wohnen, Kurzzeitpflege
Rechtsanwalt: Anwalt, Arbeitsrecht, Familienrecht, Mietrecht, Verkehrsrecht
Notar: Beurkundung, Immobilienkauf, Testament
Steuerberatung: Steuerberater, Steuererklärung, Lohnbuchhaltung, Jahresabschluss
Wirtschaftsprüfung: Jahresabschluss, Prüfung, Unternehmensbewertung
Unternehmensberatung: Beratung, Strategie, Existenzgründung
Versicherungsagentur: Versicherung, Altersvorsorge, Kfz-Versicherung
Finanzberatung: Baufinanzierung, Geldanlage, Altersvorsorge
Immobilienmakler: Makler, Immobilien, Wohnung kaufen, Haus verkaufen, Wertermittlung
Hausverwaltung: Immobilienverwaltung, WEG-Verwaltung, Mietverwaltung
Architekturbüro: Architekt, Bauplanung, Bauantrag, Energieberatung
Ingenieurbüro: Statik, Tragwerksplanung, Bauleitung
Vermessungsbüro: Vermessung, Lageplan, Grenzfeststellung
Energieberatung: Energieausweis, Förderung, Sanierungsfahrplan
Autowerkstatt: Kfz-Werkstatt, Inspektion, Reifenwechsel, Hauptuntersuchung, Ölwechsel
Kfz-Werkstatt: Autoreparatur, Inspektion, Bremsen, Klimaservice
Autohaus: Neuwagen, Gebrauchtwagen, Leasing, Finanzierung
Karosseriebau: Unfallinstandsetzung, Karosserie, Smart Repair
Reifenservice: Reifen, Reifenwechsel, Einlagerung, Felgen
Autovermietung: Mietwagen, Transporter mieten, Langzeitmiete
Fahrschule: Führerschein, Motorradführerschein, Auffrischung
Taxiunternehmen: Taxi, Krankenfahrten, Flughafentransfer
Abschleppdienst: Pannenhilfe, Abschleppen, Autoverwertung
Fahrradgeschäft: Fahrräder, E-Bikes, Fahrradreparatur, Fahrradzubehör
Motorradwerkstatt: Motorrad, Inspektion, Motorradreifen
Umzugsunternehmen: Umzug, Möbeltransport, Halteverbot, Einlagerung
Spedition: Transport, Logistik, Lagerung, Kurierdienst
Kurierdienst: Express, Kurier, Paketdienst
Reinigungsfirma: Gebäudereinigung, Büroreinigung, Fensterreinigung, Grundreinigung
Gebäudereinigung: Unterhaltsreinigung, Glasreinigung, Treppenhausreinigung
Fensterreinigung: Fensterputzer, Glasreinigung, Wintergarten
Textilreinigung: Reinigung, Hemden, Änderungsschneiderei
Änderungsschneiderei: Schneiderei, Änderungen, Reparaturen
Schneiderei: Maßanfertigung, Änderungen, Brautmode
Schuhmacher: Schuhreparatur, Absätze, Schlüssel
Hausmeisterservice: Hausmeister, Winterdienst, Gartenpflege
Schädlingsbekämpfung: Kammerjäger, Wespen, Ratten, Bettwanzen
Schornsteinfeger: Kaminkehrer, Abgasmessung, Feuerstättenschau
Kaminbau: Kamin, Kaminofen, Schornstein
Rollladenbau: Rollläden, Markisen, Jalousien, Insektenschutz
Fensterbau: Fenster, Haustüren, Fenstertausch
Treppenbau: Holztreppen, Treppenrenovierung, Geländer
Küchenstudio: Küchen, Einbauküchen, Küchenplanung
Möbelhaus: Möbel, Sofas, Schlafzimmer, Wohnzimmer
Bettenfachgeschäft: Matratzen, Betten, Bettwaren
Raumgestaltung: Innenarchitektur, Wohnberatung
Innenarchitektur: Raumplanung, Lichtplanung, Einrichtung
Elektrofachgeschäft: Haushaltsgeräte, Fernseher, Reparatur
Computerservice: PC-Reparatur, Netzwerk, Datenrettung, IT-Service
IT-Dienstleistung: IT-Service, Netzwerk, Cloud, IT-Sicherheit
Softwareentwicklung: Software, App-Entwicklung, Webentwicklung
Webdesign: Homepage, Website, Onlineshop, Suchmaschinenoptimierung
Werbeagentur: Werbung, Marketing, Grafikdesign, Social Media
Druckerei: Druck, Visitenkarten, Flyer, Werbetechnik
Werbetechnik: Beschriftung, Schilder, Leuchtreklame, Fahrzeugbeschriftung
Fotostudio: Fotograf, Passbilder, Bewerbungsfotos, Hochzeitsfotografie
Fotograf: Hochzeitsfotograf, Portraits, Businessfotos
Videoproduktion: Imagefilm, Hochzeitsvideo, Drohnenaufnahmen
Übersetzungsbüro: Übersetzungen, Dolmetscher, Beglaubigte Übersetzung
Sprachschule: Deutschkurs, Englischkurs, Integrationskurs
Nachhilfe: Nachhilfeunterricht, Mathematik, Prüfungsvorbereitung
Musikschule: Klavierunterricht, Gitarrenunterricht, Gesangsunterricht
Tanzschule: Tanzkurs, Hochzeitstanz, Kindertanz
Fitnessstudio: Fitness, Krafttraining, Kurse, Personal Training
Yogastudio: Yoga, Meditation, Pilates
Kampfsportschule: Karate, Kickboxen, Selbstverteidigung
Restaurant: Essen gehen, Mittagstisch, Lieferservice, Catering
Gaststätte: Gasthaus, Biergarten, Mittagstisch
Pizzeria: Pizza, Pasta, Lieferservice
Imbiss: Döner, Currywurst, Pommes
Catering: Partyservice, Buffet, Eventcatering
Hotel: Übernachtung, Zimmer, Tagungen, Frühstück
Pension: Gästezimmer, Ferienwohnung, Übernachtung
Ferienwohnung: Ferienhaus, Urlaub, Unterkunft
Reisebüro: Urlaub, Pauschalreisen, Flüge, Kreuzfahrten
Eventagentur: Eventplanung, Firmenfeier, Hochzeitsplanung
Veranstaltungstechnik: Tontechnik, Lichttechnik, Bühnenbau
Getränkehandel: Getränke, Lieferservice, Getränkemarkt
Weinhandlung: Wein, Weinprobe, Präsente
Feinkostgeschäft: Feinkost, Delikatessen, Präsentkörbe
Bioladen: Bio, Naturkost, Regionale Produkte
Lebensmittelgeschäft: Supermarkt, Lebensmittel, Lieferservice
Hofladen: Direktvermarktung, Eier, Kartoffeln, Regionale Produkte
Eisdiele: Eis, Eiscafé, Spaghettieis
Chocolaterie: Schokolade, Pralinen, Präsente
Brauerei: Bier, Brauereiführung, Biergarten
Buchhandlung: Bücher, Hörbücher, Bestellservice
Schreibwarengeschäft: Schreibwaren, Schulbedarf, Bürobedarf
Spielwarengeschäft: Spielzeug, Gesellschaftsspiele, Modellbau
Modegeschäft: Bekleidung, Damenmode, Herrenmode
Schuhgeschäft: Schuhe, Kinderschuhe, Sportschuhe
Juwelier: Schmuck, Uhren, Trauringe, Goldankauf
Goldschmiede: Schmuck, Trauringe, Reparatur, Umarbeitung
Uhrmacher: Uhrenreparatur, Batteriewechsel, Uhren
Brautmodengeschäft: Brautkleider, Abendmode, Accessoires
Sportgeschäft: Sportartikel, Laufschuhe, Skiservice
Baumarkt: Werkzeug, Baustoffe, Gartenbedarf
Baustoffhandel: Baustoffe, Dämmstoffe, Fliesen
Holzhandel: Holz, Terrassendielen, Brennholz
Farbenfachgeschäft: Farben, Tapeten, Bodenbeläge
Eisenwarenhandel: Werkzeug, Schrauben, Beschläge
Gartencenter: Pflanzen, Gartenbedarf, Teichbau
Zoofachgeschäft: Tierbedarf, Tierfutter, Aquaristik
Hundesalon: Hundefriseur, Hundepflege, Scheren
Hundeschule: Welpenkurs, Hundetraining, Verhaltenstraining
Tierpension: Hundepension, Katzenpension, Tierbetreuung
Reitstall: Reitunterricht, Pensionspferde, Reiterferien
Landwirtschaft: Bauernhof, Ackerbau, Viehzucht
Forstbetrieb: Holzeinschlag, Brennholz, Forstpflege
Bestattungsunternehmen: Bestatter, Beerdigung, Trauerfeier, Bestattungsvorsorge
Hochzeitsplanung: Hochzeit, Trauung, Hochzeitslocation
Partyverleih: Zeltverleih, Geschirrverleih, Hüpfburg
Entsorgungsunternehmen: Container, Entrümpelung, Sperrmüll, Recycling
Entrümpelung: Haushaltsauflösung, Wohnungsräumung, Sperrmüll
Containerdienst: Container, Bauschutt, Grünschnitt
Recyclinghof: Wertstoffe, Schrott, Elektroschrott
Sicherheitsdienst: Objektschutz, Wachdienst, Veranstaltungsschutz
Alarmanlagen: Einbruchschutz, Videoüberwachung, Sicherheitstechnik
Brandschutz: Feuerlöscher, Rauchmelder, Brandschutzberatung
Photovoltaik: Solaranlage, Stromspeicher, Solar
Solartechnik: Solarthermie, Photovoltaik, Stromspeicher
Klimatechnik: Klimaanlage, Lüftung, Kältetechnik
Lüftungsbau: Lüftungsanlage, Wohnraumlüftung, Klimatechnik
Brunnenbau: Brunnenbohrung, Erdwärme, Gartenbrunnen
Tiefbau: Erdarbeiten, Kanalbau, Pflasterarbeiten
Straßenbau: Asphalt, Pflaster, Erdarbeiten
Pflasterarbeiten: Pflaster, Einfahrt, Terrasse
Zaunbau: Zäune, Tore, Sichtschutz
Poolbau: Schwimmbad, Pool, Whirlpool
Saunabau: Sauna, Infrarotkabine, Wellness
Orgelbau: Orgel, Restaurierung
Klavierbau: Klavierstimmer, Klavier, Flügel
Instrumentenbau: Geigenbau, Gitarrenbau, Reparatur
Musikgeschäft: Musikinstrumente, Noten, Zubehör
Goldankauf: Gold, Silber, Edelmetalle
Pfandhaus: Pfandkredit, Leihhaus
Antiquitätenhandel: Antiquitäten, Möbel, Ankauf
Kunstgalerie: Kunst, Ausstellungen, Gemälde
Bilderrahmen: Einrahmung, Rahmen, Passepartout
Buchbinderei: Buchbinden, Bachelorarbeit binden, Restaurierung
Copyshop: Kopien, Drucken, Bindungen
Textildruck: T-Shirt-Druck, Stickerei, Arbeitskleidung
Stickerei: Bestickung, Logos, Arbeitskleidung
Arbeitskleidung: Berufsbekleidung, Sicherheitsschuhe
Personalvermittlung: Zeitarbeit, Personalberatung, Jobs
Zeitarbeit: Arbeitnehmerüberlassung, Personaldienstleistung
Coworking: Büro mieten, Arbeitsplatz, Besprechungsraum
Kindertagesstätte: Kita, Kinderbetreuung, Krippe
Tagespflege: Tagesmutter, Kinderbetreuung
Fahrdienst: Krankenfahrten, Behindertentransport
Hausnotruf: Notruf, Seniorenhilfe
Haushaltshilfe: Haushaltsnahe Dienstleistungen, Putzhilfe, Einkaufshilfe
Babysitter: Kinderbetreuung, Betreuung
Detektei: Privatdetektiv, Ermittlungen, Observation
Inkassobüro: Forderungsmanagement, Mahnwesen
Lohnsteuerhilfeverein: Steuererklärung, Lohnsteuer
Buchhaltungsbüro: Buchhaltung, Lohnabrechnung, Belege
Sachverständiger: Gutachter, Kfz-Gutachten, Bauschaden
Kfz-Gutachter: Unfallgutachten, Wertgutachten
Bausachverständiger: Bauabnahme, Baumängel, Gutachten
Handyreparatur: Displayreparatur, Smartphone, Akkutausch
Telekommunikation: Internet, Telefonanlagen, Mobilfunk
Antennenbau: Satellitenanlage, Antenne, Kabelfernsehen
Medizintechnik: Medizinprodukte, Service, Wartung
Zahntechnik: Zahnersatz, Kronen, Prothesen
Orthopädieschuhtechnik: Einlagen, Maßschuhe, Schuhzurichtung
Orthopädietechnik: Prothesen, Orthesen, Bandagen
Bootsbau: Boote, Bootsreparatur, Winterlager
Landmaschinen: Traktoren, Landtechnik, Reparatur
Gabelstapler: Stapler, Flurförderzeuge, Wartung
Maschinenbau: Sondermaschinen, Konstruktion, CNC-Fertigung
Dreherei: CNC-Drehen, Fräsen, Lohnfertigung
Schweißerei: Schweißarbeiten, Edelstahl, Aluminium
Kunststofftechnik: Spritzguss, Kunststoffverarbeitung
Verpackung: Kartonagen, Verpackungsmaterial
Lagerhaltung: Selfstorage, Lagerraum, Einlagerung
Waschanlage: Autowäsche, Innenreinigung, Fahrzeugaufbereitung
Fahrzeugaufbereitung: Autopflege, Politur, Keramikversiegelung
Tankstelle: Tanken, Shop, Autowäsche
Kiosk: Zeitschriften, Getränke, Tabakwaren
Tabakwaren: Zigarren, Pfeifen, Lotto
Reformhaus: Naturkost, Nahrungsergänzung, Naturkosmetik
Drogerie: Kosmetik, Pflege, Haushalt
Parfümerie: Düfte, Kosmetik, Beratung
Tattoostudio: Tattoo, Piercing, Cover-up
Sonnenstudio: Solarium, Bräunung
Friedhofsgärtnerei: Grabpflege, Grabbepflanzung
Kinderarztpraxis: Kinderheilkunde, Jugendmedizin
Hebamme: Geburtsvorbereitung, Wochenbett, Rückbildung
Chiropraktik: Wirbelsäule, Rückenschmerzen
Osteopathie: Osteopath, Rückenschmerzen, Babys
Labor: Laboruntersuchung, Blutabnahme
Radiologie: MRT, Röntgen, CT
`;

const PRODUCT_FEATURES = `Bio-zertifiziert|Regionale Herkunft|Handgemacht|Vegan|Vegetarisch|Glutenfrei|Laktosefrei|Fair gehandelt|Aus eigener Herstellung|Nachhaltig produziert|Made in Germany|Meisterbetrieb|Maßanfertigung|Sonderanfertigung|Reparaturservice|Ersatzteilservice|Montage inklusive|Lieferung frei Haus|Abholung möglich|Online bestellbar|Click & Collect|Geschenkverpackung|Gutscheine erhältlich|Probefahrt möglich|Probeliegen möglich|Kostenlose Beratung|Kostenloser Kostenvoranschlag|Finanzierung möglich|Leasing möglich|Mietkauf möglich|Garantieverlängerung|Inzahlungnahme|Altgeräteentsorgung|Energieeffizient|Förderfähig (BAFA)|Förderfähig (KfW)|Barrierefrei|Allergikerfreundlich|Schadstoffgeprüft|Recycelbar|Plastikfrei verpackt|Unverpackt|Saisonal|Frisch vom Hof|Eigene Schlachtung|Eigene Backstube|Eigene Rösterei|Eigene Kelterei|Demeter|Bioland|Naturland|EU-Bio-Siegel|TÜV-geprüft|GS-Zeichen|CE-zertifiziert|DIN EN ISO 9001|Blauer Engel|FSC-zertifiziert|PEFC-zertifiziert|Halal|Koscher|Zuckerfrei|Ohne Zusatzstoffe|Hausgemacht|Traditionsrezept|Mehrweg|Pfandsystem|Individuelle Gravur|Personalisierbar|Musterstücke vorrätig|Große Auswahl|Markenware|Restposten|Gebrauchtware|Generalüberholt|Vorführgeräte|Mietgeräte|Leihgeräte|Smart-Home-fähig|App-Steuerung|Wartungsvertrag|24-Stunden-Service|Notdienst|Express-Lieferung|Versand deutschlandweit|Versand in die EU|Ratenzahlung|Kauf auf Rechnung`;

/** Cities and their federal states. */
const CITIES = `
Baden-Württemberg: Stuttgart, Mannheim, Karlsruhe, Freiburg im Breisgau, Heidelberg, Ulm, Heilbronn, Pforzheim, Reutlingen, Esslingen am Neckar, Ludwigsburg, Tübingen, Villingen-Schwenningen, Konstanz, Aalen, Sindelfingen, Schwäbisch Gmünd, Friedrichshafen, Offenburg, Göppingen, Baden-Baden, Waiblingen, Ravensburg, Heidenheim an der Brenz, Böblingen, Rastatt, Lörrach, Leonberg, Kehl, Biberach an der Riß
Bayern: München, Nürnberg, Augsburg, Regensburg, Ingolstadt, Würzburg, Fürth, Erlangen, Bamberg, Bayreuth, Landshut, Aschaffenburg, Kempten (Allgäu), Rosenheim, Neu-Ulm, Schweinfurt, Passau, Freising, Straubing, Dachau, Hof, Memmingen, Kaufbeuren, Weiden in der Oberpfalz, Amberg, Coburg, Ansbach, Garmisch-Partenkirchen, Starnberg, Erding
Berlin: Berlin
Brandenburg: Potsdam, Cottbus, Brandenburg an der Havel, Frankfurt (Oder), Oranienburg, Falkensee, Bernau bei Berlin, Eberswalde, Königs Wusterhausen, Fürstenwalde/Spree, Neuruppin, Schwedt/Oder
Bremen: Bremen, Bremerhaven
Hamburg: Hamburg
Hessen: Frankfurt am Main, Wiesbaden, Kassel, Darmstadt, Offenbach am Main, Hanau, Gießen, Marburg, Fulda, Rüsselsheim am Main, Bad Homburg vor der Höhe, Wetzlar, Oberursel (Taunus), Rodgau, Dreieich, Bensheim, Limburg an der Lahn, Bad Nauheim
Mecklenburg-Vorpommern: Rostock, Schwerin, Neubrandenburg, Stralsund, Greifswald, Wismar, Güstrow, Waren (Müritz)
Niedersachsen: Hannover, Braunschweig, Oldenburg, Osnabrück, Wolfsburg, Göttingen, Salzgitter, Hildesheim, Delmenhorst, Wilhelmshaven, Lüneburg, Celle, Garbsen, Hameln, Lingen (Ems), Langenhagen, Nordhorn, Wolfenbüttel, Goslar, Peine, Emden, Cuxhaven, Stade, Gifhorn
Nordrhein-Westfalen: Köln, Düsseldorf, Dortmund, Essen, Duisburg, Bochum, Wuppertal, Bielefeld, Bonn, Münster, Mönchengladbach, Gelsenkirchen, Aachen, Krefeld, Oberhausen, Hagen, Hamm, Mülheim an der Ruhr, Leverkusen, Solingen, Herne, Neuss, Paderborn, Bottrop, Recklinghausen, Bergisch Gladbach, Remscheid, Moers, Siegen, Gütersloh, Witten, Iserlohn, Düren, Ratingen, Lünen, Marl, Velbert, Minden, Viersen, Rheine, Troisdorf, Dorsten, Castrop-Rauxel, Detmold, Arnsberg, Lüdenscheid, Bocholt, Grevenbroich, Brühl, Hürth, Frechen, Pulheim, Kerpen, Bergheim, Erftstadt, Wesseling, Euskirchen, Siegburg, Sankt Augustin, Leichlingen, Langenfeld (Rheinland), Hilden, Dormagen, Meerbusch
Rheinland-Pfalz: Mainz, Ludwigshafen am Rhein, Koblenz, Trier, Kaiserslautern, Worms, Neuwied, Neustadt an der Weinstraße, Speyer, Frankenthal (Pfalz), Bad Kreuznach, Landau in der Pfalz, Pirmasens, Zweibrücken, Idar-Oberstein, Andernach
Saarland: Saarbrücken, Neunkirchen, Homburg, Völklingen, Sankt Ingbert, Saarlouis, Merzig
Sachsen: Leipzig, Dresden, Chemnitz, Zwickau, Plauen, Görlitz, Freiberg, Bautzen, Pirna, Freital, Radebeul, Riesa, Meißen
Sachsen-Anhalt: Halle (Saale), Magdeburg, Dessau-Roßlau, Lutherstadt Wittenberg, Weißenfels, Halberstadt, Stendal, Bitterfeld-Wolfen, Merseburg, Naumburg (Saale), Wernigerode, Quedlinburg
Schleswig-Holstein: Kiel, Lübeck, Flensburg, Neumünster, Norderstedt, Elmshorn, Pinneberg, Wedel, Ahrensburg, Itzehoe, Rendsburg, Husum, Schleswig, Bad Oldesloe
Thüringen: Erfurt, Jena, Gera, Weimar, Gotha, Nordhausen, Eisenach, Suhl, Mühlhausen/Thüringen, Altenburg, Ilmenau
`;

const lines = (text) => text.split("\n").map((l) => l.trim()).filter(Boolean);

/** The trades as name and keywords. */
export const TRADE_CATALOGUE = lines(TRADES).map((l) => {
  const [name, words = ""] = l.split(":");
  return { name: name.trim(), keywords: words.split(",").map((w) => w.trim()).filter(Boolean) };
});
export const PRODUCT_FEATURE_CATALOGUE = PRODUCT_FEATURES.split("|").map((s) => s.trim());
export const CITY_CATALOGUE = lines(CITIES).flatMap((l) => {
  const [state, names] = l.split(":");
  return names.split(",").map((n) => ({ name: n.trim(), state: state.trim() }));
});
/** Search keyword suggestions: the trades' typical keywords and the trades themselves, each once. */
export const KEYWORD_CATALOGUE = [...new Map([...TRADE_CATALOGUE.flatMap((t) => t.keywords), ...TRADE_CATALOGUE.map((t) => t.name)].map((k) => [catalogueKey(k), k])).values()];

const q = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

/** One INSERT per catalogue table (a name folded twice to the same key is kept once). */
function insert(table, rows) {
  const seen = new Set();
  const values = [];
  for (const { name, extra } of rows) {
    const key = catalogueKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(`(${[name, key, searchText(name), extra ?? null].map(q).join(", ")})`);
  }
  return `INSERT INTO ${table} (name, key, search, extra) VALUES ${values.join(", ")};`;
}

/** The statements that fill the catalogue tables (empty ones: the seed runs on a fresh database). */
export function catalogueStatements() {
  return [
    insert("industries", TRADE_CATALOGUE.map((t) => ({ name: t.name, extra: t.keywords.join(", ") }))),
    insert("search_keyword_catalogue", KEYWORD_CATALOGUE.map((name) => ({ name }))),
    insert("product_feature_catalogue", PRODUCT_FEATURE_CATALOGUE.map((name) => ({ name }))),
    insert("service_area_cities", CITY_CATALOGUE.map((c) => ({ name: c.name, extra: c.state }))),
  ];
}
