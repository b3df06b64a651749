/**
 * SAMPLE CONTENT: the texts of the built-in route "Oorlogsgeschiedenis rond het Museumplein".
 * Written for the app from a checked fact sheet (facts marked confirmed there only; figures
 * on which sources disagree are left out). Replace or extend with edited copy before launch.
 * The rows themselves are assembled in museumplein.ts.
 */

export interface BuiltinStopText {
  /** 1-based stop number: also names /mp3/stop-{n}.mp3 and /img/route/stop-{n}.webp. */
  n: number;
  slug: string;
  lat: number;
  lng: number;
  /** Dutch category key as stored in `locations.category`. */
  category: string;
  title_nl: string;
  title_en: string;
  /** One Dutch line (the content source's "Introtekst"). */
  intro: string;
  article_nl: string;
  article_en: string;
}

export const MUSEUMPLEIN_STOP_TEXTS: readonly BuiltinStopText[] = [
  {
    n: 1,
    slug: 'huis-van-bewaring-weteringschans',
    lat: 52.36284,
    lng: 4.88263,
    // Why Architectuur: the story is a building and what the occupier used it for (a remand prison for
    // political prisoners, raided twice). A prison is no social initiative; no category is "history",
    // and the fact sheet names Architectuur as the alternative.
    category: 'Architectuur',
    title_nl: 'Voormalig Huis van Bewaring Weteringschans',
    title_en: 'Former Weteringschans Remand Prison',
    intro:
      'Een gedenkplaat herinnert aan de gevangenis waar het verzet in 1944 twee keer een overval waagde.',
    article_nl:
      '<p>Aan het Max Euweplein hangt een gedenkplaat voor het voormalige <strong>Huis van Bewaring aan de Weteringschans</strong>. Tijdens de bezetting gebruikten de Sicherheitsdienst en de Gestapo deze gevangenis voor politieke gevangenen. Voor velen was het de eerste halte op weg naar een kamp, een Duitse gevangenis of de executieplaats.</p>' +
      '<p>Het verzet probeerde in 1944 twee keer gevangenen te bevrijden. In de nacht van 30 april op 1 mei kwam een groep van 28 man, met een plan van beeldhouwer <strong>Gerrit Jan van der Veen</strong>, voor verzetsleiders als H. Dienske van de LO en P. Guermonprez van de RVV. De overval mislukte en Van der Veen werd tijdens het vuurgevecht in zijn rug geraakt.</p>' +
      '<p>In de nacht van 14 op 15 juli deed de groep van <strong>Johannes Post</strong> een tweede poging. Ze waren verraden en liepen in een hinderlaag. Post werd op 16 juli in de duinen bij Overveen doodgeschoten.</p>' +
      '<p>Op 12 maart 1945 haalde de bezetter 30 gevangenen uit deze gevangenis en fusilleerde hen als represaille bij het nabije Eerste Weteringplantsoen. Daar staat nu het monument De Gevallen Hoornblazer.</p>',
    article_en:
      '<p>On the Max Euweplein a memorial plaque recalls the former <strong>Weteringschans remand prison</strong>. During the occupation the German Security Service (SD) and the Gestapo held political prisoners here. For many of them it was the first stop on a road that led to a camp, a German prison or an execution ground.</p>' +
      '<p>In 1944 the resistance tried twice to free prisoners. On the night of 30 April to 1 May, a team of 28 men, working to a plan by the sculptor <strong>Gerrit Jan van der Veen</strong>, came for resistance leaders such as H. Dienske of the LO and P. Guermonprez of the RVV. The raid failed, and Van der Veen was hit in the back during the firefight.</p>' +
      '<p>On the night of 14 to 15 July, the group of <strong>Johannes Post</strong> made a second attempt. They had been betrayed and walked into an ambush. Post was shot on 16 July in the dunes near Overveen.</p>' +
      '<p>On 12 March 1945 the occupier took 30 prisoners from this prison to the nearby Eerste Weteringplantsoen and shot them in reprisal. The monument of the Fallen Hornblower stands there today.</p>',
  },
  {
    n: 2,
    slug: 'rijksmuseum-nachtwacht-luik',
    lat: 52.35972,
    lng: 4.8849,
    // Why Kunst & cultuur: how the museum got De Nachtwacht out and kept it safe through the war.
    category: 'Kunst & cultuur',
    title_nl: 'Rijksmuseum – Passage met Nachtwacht-luik',
    title_en: 'Rijksmuseum passage – Night Watch hatch',
    intro: 'Door een luik in deze passage verliet De Nachtwacht in 1939 het Rijksmuseum.',
    article_nl:
      '<p>Kijk in de fietspassage onder het Rijksmuseum eens omhoog. Aan de kant van het Museumplein zit een luik in het plafond. Het is een sleuf die in 1934 in de vloer werd gemaakt, zodat <strong>De Nachtwacht</strong> in één stuk kon worden geëvacueerd. In 1939 verliet het schilderij het museum door die opening.</p>' +
      '<p>Het Rijksmuseum sloot op 25 augustus 1939, een dag na de voormobilisatie, zijn deuren voor het publiek en begon de collectie in te pakken. In september ging De Nachtwacht naar Kasteel Radboud in Medemblik. In mei 1940 volgde een rit van twaalf uur over zo’n vijftig kilometer naar de kunstbunker van het Stedelijk Museum in de duinen bij Castricum. Met 3,8 meter was het doek te hoog voor de ingang. Daarom werd het van het spieraam gehaald en opgerold.</p>' +
      '<p>Na een periode in een bunker bij Heemskerk verhuisde het schilderij in 1942, toen de Atlantikwall werd aangelegd, naar een speciaal gebouwde kluis in de Sint-Pietersberg bij Maastricht. Daar bleef het tot het einde van de oorlog.</p>',
    article_en:
      '<p>Look up as you walk through the cycle passage under the Rijksmuseum. At the Museumplein end there is a hatch in the ceiling. It is a slot cut into the floor in 1934 so that <strong>The Night Watch</strong> could be evacuated in one piece, and in 1939 the painting left the building through it.</p>' +
      '<p>The museum closed to the public on 25 August 1939, the day after the pre-mobilisation, and started packing its collection. In September the Night Watch went to Radboud Castle in Medemblik. In May 1940 it was driven some fifty kilometres, a journey of twelve hours, to the Stedelijk Museum’s art bunker in the dunes near Castricum. At 3.8 metres the canvas was too tall for the entrance, so it was taken off its stretcher and rolled up.</p>' +
      '<p>After a spell in a bunker near Heemskerk, the painting moved again in 1942, when the Atlantic Wall was being built: this time to a vault made for it inside the Sint-Pietersberg near Maastricht. It stayed there until the war was over.</p>',
  },
  {
    n: 3,
    slug: 'monument-vrouwen-van-ravensbruck',
    lat: 52.35734,
    lng: 4.88331,
    // Why Kunst & cultuur: a memorial artwork (light column, heartbeat, eleven panels by Joost van
    // Santen); the story is the work and whom it honours. Survivors asked for it, but it is no
    // social initiative, and the fact sheet names Kunst & cultuur as the alternative.
    category: 'Kunst & cultuur',
    title_nl: 'Monument Vrouwen van Ravensbrück',
    title_en: 'Women of Ravensbrück Memorial',
    intro: 'Licht en een hartslag voor de vrouwen die tot het uiterste nee bleven zeggen.',
    article_nl:
      '<p>Dit monument werd op 25 april 1975 onthuld, op initiatief van vrouwen die het concentratiekamp <strong>Ravensbrück</strong> hadden overleefd. Het ontwerp is van Joost van Santen, samen met Frank Nix en Guido Eckhardt.</p>' +
      '<p>In het midden staat een stalen zuil van 3,40 meter. Die zendt lichtpulsen uit en een geluid dat klinkt als een hartslag. Elf roestvrijstalen panelen in een halve cirkel weerkaatsen licht en geluid. Het licht herinnert aan de zoeklichten van het kamp en aan de vrouwen die er stierven; de hartslag staat voor de overlevenden.</p>' +
      '<p>Het opschrift luidt: <em>voor haar die tot het uiterste neen bleven zeggen tegen het fascisme</em>.</p>' +
      '<p>Ongeveer negenhonderd Nederlandse vrouwen zaten in Ravensbrück gevangen, de meesten vanwege verzetswerk. De grootste groep kwam in september 1944 uit Kamp Vught. In april 1945 werden de overlevenden bevrijd dankzij een initiatief van het Zweedse Rode Kruis. Elk jaar in april is er bij het monument een herdenking.</p>',
    article_en:
      '<p>This memorial was unveiled on 25 April 1975, on the initiative of women who had survived the <strong>Ravensbrück</strong> concentration camp. It was designed by Joost van Santen with Frank Nix and Guido Eckhardt.</p>' +
      '<p>At its centre stands a steel column, 3.40 metres tall, that sends out pulses of light and a sound like a heartbeat. Eleven stainless-steel panels in a semicircle reflect them. The light recalls the camp’s searchlights and the women who died there; the heartbeat stands for those who survived.</p>' +
      '<p>The Dutch inscription is dedicated to the women who, to the very end, kept saying no to fascism.</p>' +
      '<p>Around nine hundred Dutch women were imprisoned in Ravensbrück, most of them for resistance work. The largest group arrived from Camp Vught in September 1944. The survivors were freed in April 1945 through an initiative of the Swedish Red Cross. Every April a commemoration is held at the memorial.</p>',
  },
  {
    n: 4,
    slug: 'museumplein-duitse-bunkers',
    lat: 52.3579,
    lng: 4.8821,
    // Why Architectuur: the story is the four bunkers built on the square in 1943 and pulled down by
    // 1953, not the lawn that is there now (Parken & groen would describe today's park, not the story).
    category: 'Architectuur',
    title_nl: 'Museumplein – voormalige Duitse bunkers',
    title_en: 'Museumplein – former German bunkers',
    intro: 'Op het gras van het Museumplein stonden in de oorlog Duitse bunkers.',
    article_nl:
      '<p>Wie nu over het gras van het Museumplein loopt, ziet er niets meer van, maar hier stonden Duitse <strong>bunkers</strong>. In 1943, toen de bombardementen toenamen, besloot de bezetter er vier te bouwen: drie geschutsopstellingen met luchtafweer op het dak (<em>Flakstand</em>) en één schuilbunker voor soldaten (<em>Unterstand</em>).</p>' +
      '<p>De bezetter was in die jaren nooit ver weg. Aan de rand van het plein, op Museumplein 19, was van 1938 tot 1945 het hoofdkwartier van de Duitse regering in Amsterdam gevestigd. Bij de Ortskommandantur, de plaatselijke militaire commandopost aan het plein, hield een Duitse schildwacht de wacht. Een foto daarvan staat in Bianca Stigters <em>Atlas van een bezette stad</em>.</p>' +
      '<p>Na de bevrijding verdwenen de bunkers niet meteen. Een deel werd direct na de oorlog afgebroken; de laatste werd pas in 1953 opgeblazen.</p>' +
      '<p>Kijk vanaf hier eens rond: het Rijksmuseum, het Van Gogh Museum, het Stedelijk Museum en het Concertgebouw. Elk van die gebouwen heeft een eigen oorlogsverhaal, en deze wandeling brengt je erlangs.</p>',
    article_en:
      '<p>Walking across the lawn of Museumplein today, you would never guess that German <strong>bunkers</strong> once stood here. In 1943, as the bombing increased, the occupier decided to build four of them: three anti-aircraft positions with a gun on the roof (<em>Flakstand</em>) and one shelter for troops (<em>Unterstand</em>).</p>' +
      '<p>In those years the occupier was never far away. On the edge of the square, at Museumplein 19, the German government had its Amsterdam headquarters from 1938 to 1945. A German sentry kept watch at the Ortskommandantur, the local military command on the square; a photograph of him appears in Bianca Stigter’s <em>Atlas van een bezette stad</em>.</p>' +
      '<p>The bunkers did not vanish at once after the liberation. Some were demolished right after the war, but the last one was not blown up until 1953.</p>' +
      '<p>Look around from here: the Rijksmuseum, the Van Gogh Museum, the Stedelijk Museum and the Concertgebouw. Each has its own wartime story, and this walk takes you past them all.</p>',
  },
  {
    n: 5,
    slug: 'van-gogh-museum',
    lat: 52.35842,
    lng: 4.88108,
    // Why Kunst & cultuur: a museum, and the family collection kept in the art bunker.
    category: 'Kunst & cultuur',
    title_nl: 'Van Gogh Museum',
    title_en: 'Van Gogh Museum',
    intro: 'Het museum kwam pas na de oorlog, maar de familie Van Gogh heeft een oorlogsverhaal.',
    article_nl:
      '<p>Het <strong>Van Gogh Museum</strong> opende pas op 2 juni 1973, lang na de oorlog. De grondlegger was ingenieur Vincent Willem van Gogh (1890–1978), een neef van de schilder. Toch heeft deze plek een oorlogsverhaal, via de familie en haar verzameling.</p>' +
      '<p>Tijdens de bezetting lag de collectie van de familie Van Gogh veilig in de bomvrije duinbunker van het Stedelijk Museum bij Castricum, tussen meer dan vijfhonderd andere collecties. In een film uit 1941 wijst conservator Willem Sandberg er "tweehonderd Van Goghs" aan.</p>' +
      '<p>De oudste zoon van Vincent Willem, <strong>Theodoor (Theo) van Gogh</strong> (1920–1945), studeerde economie en zat in het verzet. Vanuit zijn huis aan de Weteringschans 137, dezelfde straat als de gevangenis bij de eerste stop, hielp hij onderduikers aan geld, eten en bonkaarten.</p>' +
      '<p>Na een inval op 1 maart 1945 werd hij gearresteerd. Op 8 maart 1945 werd hij zonder proces doodgeschoten bij de Fusilladeplaats Rozenoord, als represaille voor de aanslag op SS-leider Hanns Rauter.</p>',
    article_en:
      '<p>The <strong>Van Gogh Museum</strong> only opened on 2 June 1973, long after the war. Its founder was the engineer Vincent Willem van Gogh (1890–1978), the painter’s nephew. Even so, this place has a wartime story, told through the family and its collection.</p>' +
      '<p>During the occupation the Van Gogh family’s collection was kept safe in the Stedelijk Museum’s bomb-proof bunker in the dunes near Castricum, one of more than five hundred collections sheltered there. In a film from 1941, curator Willem Sandberg points out "two hundred Van Goghs" in storage.</p>' +
      '<p>Vincent Willem’s eldest son, <strong>Theodoor (Theo) van Gogh</strong> (1920–1945), was an economics student and a member of the resistance. From his home at Weteringschans 137, on the same street as the prison at the first stop, he helped people in hiding with money, food and ration cards.</p>' +
      '<p>He was arrested after a raid on 1 March 1945. On 8 March he was shot without trial at the Rozenoord execution site, in reprisal for the attack on the SS leader Hanns Rauter.</p>',
  },
  {
    n: 6,
    slug: 'stedelijk-museum',
    lat: 52.35778,
    lng: 4.87972,
    // Why Kunst & cultuur: the curator who built the art bunker and sheltered collections; his resistance
    // work is part of the same museum's story.
    category: 'Kunst & cultuur',
    title_nl: 'Stedelijk Museum',
    title_en: 'Stedelijk Museum',
    intro: 'Hoe de conservator van het Stedelijk kunst in veiligheid bracht en het verzet hielp.',
    article_nl:
      '<p>Na wat hij in 1938 van de Spaanse Burgeroorlog had gezien, nam conservator <strong>Willem Sandberg</strong> het initiatief voor een bunker in de duinen bij Castricum. Zo werd het Stedelijk het eerste Nederlandse museum met een eigen kunstbunker. Uiteindelijk lagen er meer dan vijfhonderd collecties: die van het Rijksmuseum, een tijd lang met de opgerolde Nachtwacht, die van Boijmans en die van Joodse particuliere verzamelaars.</p>' +
      '<p>Sandberg deed meer dan schilderijen beschermen. Hij hielp het kunstenaarsverzet te organiseren en vervalste persoonsbewijzen, waarvan een deel in de kelder van het museum werd gemaakt. Hij hielp ook de aanslag op het Amsterdamse bevolkingsregister aan de Plantage Kerklaan van 27 maart 1943 voor te bereiden; de explosieven lagen bij hem thuis.</p>' +
      '<p>Sandberg ontsnapte aan arrestatie, maar zijn vrouw en zoon werden vastgezet. De rest van de bezetting zat hij ondergedoken. Direct na de oorlog werd hij directeur van het Stedelijk. Yad Vashem erkent hem als <strong>Rechtvaardige onder de Volkeren</strong>.</p>',
    article_en:
      '<p>After what he had seen of the Spanish Civil War in 1938, curator <strong>Willem Sandberg</strong> set out to build a bunker in the dunes near Castricum. The Stedelijk became the first museum in the Netherlands with an art bunker of its own. In the end it sheltered more than five hundred collections, including the Rijksmuseum’s (for a while with the rolled-up Night Watch), Boijmans’ and those of Jewish private collectors.</p>' +
      '<p>Sandberg did more than protect paintings. He helped organise the artists’ resistance and forged identity papers, some of them made in the museum’s basement. He also helped plan the attack on the Amsterdam population register in the Plantage Kerklaan on 27 March 1943, and the explosives were kept at his home.</p>' +
      '<p>Sandberg escaped arrest, though his wife and son were detained, and he spent the rest of the occupation in hiding. Right after the war he became the museum’s director. Yad Vashem recognises him as <strong>Righteous Among the Nations</strong>.</p>',
  },
  {
    n: 7,
    slug: 'concertgebouw',
    lat: 52.3563,
    lng: 4.8791,
    // Why Muziek: the concert hall, its banned composers and dismissed musicians.
    category: 'Muziek',
    title_nl: 'Het Concertgebouw',
    title_en: 'The Concertgebouw',
    intro: 'Een concertzaal onder Duits toezicht, en de musici die moesten vertrekken.',
    article_nl:
      '<p>Op 12 maart 1941 sprak rijkscommissaris <strong>Seyss-Inquart</strong> in het Concertgebouw. Hij dreigde dat de bezetter de Joden zou treffen waar hij kon, en dat wie hen hielp net zo hard getroffen zou worden.</p>' +
      '<p>Al vanaf het najaar van 1940 mocht muziek van Mahler, Mendelssohn en Hindemith niet meer klinken. Joden kregen geen toegang meer tot het gebouw, terwijl het orkest bleef spelen. In 1941 moest het Concertgebouw alle Joodse orkestleden ontslaan. Sinds 2020 staan hun namen op een gedenkteken in het gebouw. Drie van hen overleefden de Holocaust niet: Samuel Gompertz, Jacques Muller en Simon Fürth.</p>' +
      '<p>Chef-dirigent <strong>Willem Mengelberg</strong>, sinds 1895 in functie, kreeg op 2 juli 1945 van de Ereraad voor de Muziek een levenslang verbod. In 1947 bracht de Centrale Ereraad dat terug tot zes jaar. Mengelberg overleed in 1951 in Zwitserland, zonder nog te hebben gedirigeerd.</p>' +
      '<p>Na de bevrijding verdween ook een zichtbaar spoor van de bezetting. De Duitsers hadden de namen van ‘niet-Arische’ componisten als Mendelssohn en Mahler op de fries van de zaal met blauwe verf bedekt. Die verf werd verwijderd.</p>',
    article_en:
      '<p>On 12 March 1941, Reich Commissioner <strong>Seyss-Inquart</strong> gave a speech in the Concertgebouw. He threatened that the occupier would strike the Jews wherever it could, and would strike just as hard at anyone who helped them.</p>' +
      '<p>From the autumn of 1940, music by Mahler, Mendelssohn and Hindemith could no longer be played. Jews were barred from the building while the orchestra played on. In 1941 the Concertgebouw was ordered to dismiss all its Jewish musicians. Since 2020 a memorial in the building has carried their names. Three of them did not survive the Holocaust: Samuel Gompertz, Jacques Muller and Simon Fürth.</p>' +
      '<p>Chief conductor <strong>Willem Mengelberg</strong>, in the post since 1895, was banned for life by the Music Honour Council on 2 July 1945. In 1947 a higher council reduced the ban to six years. He died in Switzerland in 1951 without conducting again.</p>' +
      '<p>After the liberation one visible trace of the occupation disappeared. The Germans had covered the names of ‘non-Aryan’ composers such as Mendelssohn and Mahler on the hall’s frieze with blue paint, and that paint was removed.</p>',
  },
  {
    n: 8,
    slug: 'museumplein-19',
    lat: 52.35619,
    lng: 4.88208,
    // Why Architectuur: a listed villa (1912, a rijksmonument) and the uses the building was put to.
    category: 'Architectuur',
    title_nl: 'Museumplein 19 (Amerikaans consulaat)',
    title_en: 'Museumplein 19 (US Consulate General)',
    intro: 'De villa die van 1938 tot 1945 het Duitse hoofdkwartier in Amsterdam was.',
    article_nl:
      '<p>Deze vrijstaande villa op de hoek met de Gabriël Metsustraat werd in 1912 gebouwd voor W.F. van Heukelom, naar een ontwerp van Th.G. Schill en D.H. Haverkamp. Het huis is nu een rijksmonument.</p>' +
      '<p>In januari 1938 verkocht de weduwe van Van Heukelom de villa aan de Duitse regering, die er haar consulaat in vestigde. Een rapport van het Amerikaanse ministerie van Buitenlandse Zaken uit 2014 beschrijft hoe het gebouw van 1938 tot 1945 dienstdeed als <strong>hoofdkwartier van de Duitse regering in Amsterdam</strong>. Het plein waar de bezetter later bunkers bouwde, lag pal voor de deur.</p>' +
      '<p>Na de bevrijding kwam het huis in Amerikaanse handen. Tussen 1945 en 1948 gebruikten en verwierven de Verenigde Staten het pand, en sinds 1948 is het het <strong>Amerikaanse consulaat-generaal</strong>.</p>' +
      '<p>Hier eindigt de wandeling. In ruim 1,3 kilometer kwam je langs een gevangenis voor verzetsmensen, de uitgang van een meesterwerk, het museum van een kunstbunker, een concertzaal onder Duits toezicht en het Duitse hoofdkwartier zelf. Het monument voor de vrouwen van Ravensbrück ligt op een paar minuten lopen.</p>',
    article_en:
      '<p>This detached villa on the corner of the Gabriël Metsustraat was built in 1912 for W.F. van Heukelom, to a design by Th.G. Schill and D.H. Haverkamp. It is now a national monument.</p>' +
      '<p>In January 1938, Van Heukelom’s widow sold the villa to the German government, which opened its consulate here. A 2014 report by the US State Department describes how, from 1938 to 1945, the building served as the <strong>headquarters of the German government in Amsterdam</strong>. The square where the occupier would later build its bunkers lay right outside the door.</p>' +
      '<p>After the liberation the house passed into American hands. The United States used and acquired it between 1945 and 1948, and since 1948 it has been the <strong>US Consulate General</strong>.</p>' +
      '<p>This is where the walk ends. In just over 1.3 kilometres you have passed a prison for resistance fighters, the way out for a masterpiece, the museum behind an art bunker, a concert hall under German control and the German headquarters itself. The Ravensbrück memorial is a few minutes’ walk away.</p>',
  },
];
