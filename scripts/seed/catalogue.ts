/**
 * SAMPLE CONTENT for the local seed catalogue: walking routes and stories in Amsterdam, in
 * Dutch and English. General descriptions of well-known places only; replace with edited copy
 * before launch. Some rows deliberately break the rules (excluded content types, missing or
 * non-numeric coordinates, missing English, missing article, a stop without order, a route
 * without stops, an unpublished route) so the app and the tests meet them.
 *
 * Coordinates are given as the content source gives them: usually numbers, sometimes text.
 *
 * Media (seedRows.ts turns these hints into URLs; README "Sample content"): every visible stop
 * and story gets spoken audio of its intro and 2–4 generated photos; `photos` asks for more (the
 * gallery shows at most 5 thumbnails on mobile); `video` gives a short clip whose poster is the
 * location's hero image, or ('missing') a video URL with no file behind it, for the "Video
 * failed to load." state. Authors and credits are sample names too.
 */

export interface StoryDef {
  /** Unique; becomes the slug, the id seed and the media file names. */
  key: string;
  title_nl: string;
  title_en: string | null;
  category: string;
  lat: unknown;
  lng: unknown;
  intro: string;
  nl: string | null;
  en: string | null;
  content_type?: string;
  /** How many photos (default 2–4, from the key). */
  photos?: number;
  /**
   * A video on the location: 'mp4' or 'webm' (a committed clip and its poster), or 'missing'
   * (a video URL whose file does not exist).
   */
  video?: 'mp4' | 'webm' | 'missing';
  /** Writer of the article (default: the route's author, else the editors). */
  author?: string;
}

export interface StopDef extends StoryDef {
  /** Explicit order; undefined means position in the list, null means "no order". */
  order?: number | null;
  /** An MP4 clip on the route stop (`route_locations.video_url`) instead of the location. */
  stopVideo?: boolean;
}

export interface RouteDef {
  key: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  color: string;
  daypass?: boolean;
  is_trial?: boolean;
  is_book?: boolean;
  published?: boolean;
  /** Writer of the route's articles (default: the editors). */
  author?: string;
  stops: StopDef[];
}

const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const TRIAL_ROUTE: RouteDef = {
  key: 'proefwandeling-grachtengordel',
  name: 'Proefwandeling: Grachtengordel West',
  name_en: 'Trial walk: western Canal Ring',
  description:
    'Een korte, gratis kennismaking: van de Westerkerk langs de Negen Straatjes naar de Gouden Bocht.',
  description_en:
    'A short free introduction: from the Westerkerk past the Nine Streets to the Golden Bend.',
  color: '#7aacde',
  is_trial: true,
  stops: [
    {
      key: 'westerkerk',
      video: 'mp4',
      photos: 4,
      title_nl: 'Westerkerk',
      title_en: 'Westerkerk',
      category: 'Architectuur',
      lat: 52.37458,
      lng: 4.88403,
      intro: 'De protestantse kerk met de hoogste kerktoren van de stad.',
      nl: p(
        'De Westerkerk werd ontworpen door Hendrick de Keyser en in 1631 in gebruik genomen. De Westertoren is met ongeveer 85 meter de hoogste kerktoren van Amsterdam.',
        'Rembrandt werd in 1669 in deze kerk begraven; waar zijn graf precies ligt, is niet bekend.',
      ),
      en: p(
        'The Westerkerk was designed by Hendrick de Keyser and taken into use in 1631. At about 85 metres, its tower is the tallest church tower in Amsterdam.',
        'Rembrandt was buried in this church in 1669; the exact place of his grave is unknown.',
      ),
    },
    {
      key: 'homomonument',
      video: 'missing',
      title_nl: 'Homomonument',
      title_en: 'Homomonument',
      category: 'Kunst & cultuur',
      lat: 52.37512,
      lng: 4.88483,
      intro: 'Drie driehoeken van roze graniet aan de Keizersgracht.',
      nl: p(
        'Het Homomonument van Karin Daan werd in 1987 onthuld. Drie driehoeken van roze graniet vormen samen één grote driehoek die het verleden, het heden en de toekomst verbindt.',
      ),
      en: p(
        'Karin Daan’s Homomonument was unveiled in 1987. Three triangles of pink granite together form one large triangle linking past, present and future.',
      ),
    },
    {
      key: 'negen-straatjes',
      photos: 7,
      author: 'Sanne Visser',
      title_nl: 'De Negen Straatjes',
      title_en: 'The Nine Streets',
      category: 'Design & mode',
      lat: 52.37052,
      lng: 4.88521,
      intro: 'Negen smalle dwarsstraten vol kleine winkels.',
      nl: p(
        'Tussen de Prinsengracht en het Singel verbinden negen korte straatjes de grachten met elkaar. Ze staan bekend om hun kleine, zelfstandige winkels, galerieën en koffiezaken.',
      ),
      en: p(
        'Between the Prinsengracht and the Singel, nine short streets link the canals. They are known for small independent shops, galleries and coffee places.',
      ),
    },
    {
      key: 'gouden-bocht',
      stopVideo: true,
      title_nl: 'De Gouden Bocht',
      title_en: 'The Golden Bend',
      category: 'Architectuur',
      lat: 52.36548,
      lng: 4.89251,
      intro: 'De deftigste bocht van de Herengracht.',
      nl: p(
        'Het stuk Herengracht tussen de Leidsestraat en de Vijzelstraat heet de Gouden Bocht. Hier lieten rijke kooplieden brede grachtenpanden bouwen, vaak met een dubbele gevel.',
      ),
      en: p(
        'The stretch of the Herengracht between Leidsestraat and Vijzelstraat is called the Golden Bend. Wealthy merchants built wide canal houses here, many of them double-fronted.',
      ),
    },
  ],
};

/** The six routes a day pass unlocks. */
export const DAYPASS_ROUTES: RouteDef[] = [
  {
    key: 'jordaan-markten-en-grachten',
    name: 'Jordaan: markten en grachten',
    name_en: 'Jordaan: markets and canals',
    description: 'Door de Jordaan, waar de straten en grachten naar bloemen en planten heten.',
    description_en:
      'Through the Jordaan, where streets and canals are named after flowers and plants.',
    color: '#e76f51',
    daypass: true,
    stops: [
      {
        key: 'noordermarkt',
        title_nl: 'Noordermarkt',
        title_en: 'Noordermarkt',
        category: 'Eten & drinken',
        lat: 52.37938,
        lng: 4.88621,
        intro: 'Het plein rond de Noorderkerk, met markt op maandag en zaterdag.',
        nl: p(
          'Rond de Noorderkerk uit 1623 ligt de Noordermarkt. Op zaterdag is hier een boerenmarkt, op maandag een markt met stoffen en tweedehands spullen.',
        ),
        en: p(
          'The Noordermarkt surrounds the Noorderkerk of 1623. On Saturdays there is a farmers’ market, on Mondays a market for fabrics and second-hand goods.',
        ),
      },
      {
        key: 'egelantiersgracht',
        title_nl: 'Egelantiersgracht',
        title_en: 'Egelantiersgracht',
        category: 'Architectuur',
        lat: 52.37622,
        lng: 4.88231,
        intro: 'Een van de smalle grachten van de Jordaan.',
        nl: p(
          'De Egelantiersgracht is genoemd naar de egelantier, een wilde roos. Veel straten en grachten in de Jordaan dragen de naam van een bloem of plant.',
        ),
        en: p(
          'The Egelantiersgracht is named after the eglantine, a wild rose. Many streets and canals in the Jordaan carry the name of a flower or plant.',
        ),
      },
      {
        key: 'bloemgracht',
        title_nl: 'Bloemgracht',
        title_en: 'Bloemgracht',
        category: 'Architectuur',
        lat: 52.37401,
        lng: 4.88049,
        intro: 'De gracht die de Herengracht van de Jordaan wordt genoemd.',
        nl: p(
          'Door de statige panden wordt de Bloemgracht wel de Herengracht van de Jordaan genoemd. Let op de trapgevels en de gevelstenen boven de deuren.',
        ),
        en: p(
          'Its stately houses earned the Bloemgracht the nickname “Herengracht of the Jordaan”. Look out for the stepped gables and the gable stones above the doors.',
        ),
      },
      {
        key: 'westerstraat',
        title_nl: 'Westerstraat',
        title_en: 'Westerstraat',
        category: 'Eten & drinken',
        lat: 52.37797,
        lng: 4.88302,
        // Deliberately without order: it sorts last.
        order: null,
        intro: 'Een brede straat met op maandag een lange markt.',
        nl: p(
          'De Westerstraat was vroeger een gracht die werd gedempt. Op maandag staat hier een markt die aansluit op de Noordermarkt.',
        ),
        en: p(
          'The Westerstraat used to be a canal that was filled in. On Mondays a market here continues into the Noordermarkt.',
        ),
      },
    ],
  },
  {
    key: 'de-pijp',
    author: 'Pieter van Dam',
    name: 'De Pijp: markt en park',
    name_en: 'De Pijp: market and park',
    description: 'Een wandeling door De Pijp, van de Albert Cuypmarkt naar het Sarphatipark.',
    description_en: 'A walk through De Pijp, from the Albert Cuyp market to Sarphatipark.',
    color: '#2a9d8f',
    daypass: true,
    stops: [
      {
        key: 'albert-cuypmarkt',
        title_nl: 'Albert Cuypmarkt',
        title_en: 'Albert Cuyp Market',
        category: 'Eten & drinken',
        lat: 52.35571,
        lng: 4.89461,
        intro: 'De bekendste straatmarkt van Amsterdam.',
        nl: p(
          'De markt in de Albert Cuypstraat, genoemd naar de schilder Albert Cuyp, bestaat sinds het begin van de twintigste eeuw. Behalve op zondag staan hier elke dag honderden kramen.',
        ),
        en: p(
          'The market in Albert Cuypstraat, named after the painter Albert Cuyp, dates from the early twentieth century. Hundreds of stalls stand here every day except Sunday.',
        ),
      },
      {
        key: 'gerard-douplein',
        title_nl: 'Gerard Douplein',
        title_en: 'Gerard Douplein',
        category: 'Eten & drinken',
        lat: 52.35612,
        lng: 4.89133,
        intro: 'Een pleintje vol terrassen.',
        nl: p(
          'Ook dit plein is naar een schilder genoemd: veel straten in De Pijp dragen de naam van schilders uit de Gouden Eeuw. Bij mooi weer zitten de terrassen vol.',
        ),
        en: p(
          'This square is also named after a painter: many streets in De Pijp carry the names of Golden Age painters. In good weather the terraces are full.',
        ),
      },
      {
        key: 'heineken-brouwerij',
        title_nl: 'Voormalige Heinekenbrouwerij',
        title_en: 'Former Heineken brewery',
        category: 'Eten & drinken',
        lat: 52.35781,
        lng: 4.89181,
        intro: 'Een brouwerij aan de Stadhouderskade, nu een bezoekerscentrum.',
        nl: p(
          'Heineken brouwde vanaf 1867 bier aan de Stadhouderskade. In 1988 stopte het brouwen hier; het gebouw is nu een bezoekerscentrum.',
        ),
        en: p(
          'Heineken brewed beer on Stadhouderskade from 1867. Brewing stopped here in 1988; the building is now a visitor centre.',
        ),
      },
      {
        key: 'sarphatipark',
        title_nl: 'Sarphatipark',
        title_en: 'Sarphatipark',
        category: 'Parken & groen',
        lat: 52.35452,
        lng: 4.89652,
        intro: 'Een park in Engelse landschapsstijl, midden in De Pijp.',
        nl: p(
          'Het park is genoemd naar Samuel Sarphati, arts en stadsvernieuwer in de negentiende eeuw. In het midden staat een monument voor hem.',
        ),
        en: p(
          'The park is named after Samuel Sarphati, a physician and urban reformer of the nineteenth century. A monument to him stands in the middle.',
        ),
      },
    ],
  },
  {
    key: 'plantage',
    name: 'De Plantage',
    name_en: 'The Plantage',
    description: 'Tuinen, dieren en herinnering in de groene Plantagebuurt.',
    description_en: 'Gardens, animals and remembrance in the green Plantage district.',
    color: '#588157',
    daypass: true,
    stops: [
      {
        key: 'hortus-botanicus',
        title_nl: 'Hortus Botanicus',
        title_en: 'Hortus Botanicus',
        category: 'Parken & groen',
        lat: 52.36659,
        lng: 4.90769,
        intro: 'Een van de oudste botanische tuinen ter wereld.',
        nl: p(
          'De Hortus werd in 1638 gesticht als kruidentuin voor artsen en apothekers. Nu groeien er duizenden plantensoorten, onder meer in historische kassen.',
        ),
        en: p(
          'The Hortus was founded in 1638 as a herb garden for doctors and apothecaries. Today thousands of plant species grow here, some in historic glasshouses.',
        ),
      },
      {
        key: 'wertheimpark',
        title_nl: 'Wertheimpark',
        title_en: 'Wertheimpark',
        category: 'Parken & groen',
        lat: 52.36702,
        lng: 4.90853,
        intro: 'Een klein park met het Auschwitz-monument.',
        nl: p(
          'In het Wertheimpark ligt het monument Nooit meer Auschwitz van Jan Wolkers, met gebroken spiegels die de hemel weerspiegelen.',
        ),
        en: p(
          'Wertheimpark holds Jan Wolkers’ monument Never Again Auschwitz, whose broken mirrors reflect the sky.',
        ),
      },
      {
        key: 'hollandsche-schouwburg',
        title_nl: 'Hollandsche Schouwburg',
        title_en: 'Hollandsche Schouwburg',
        category: 'Kunst & cultuur',
        lat: 52.36671,
        lng: 4.91003,
        intro: 'Een voormalig theater, nu een gedenkplaats.',
        nl: p(
          'Tijdens de bezetting gebruikten de Duitsers het theater als verzamelplaats voor Joden die werden weggevoerd. Het gebouw is nu een plek van herinnering.',
        ),
        en: p(
          'During the occupation the Germans used the theatre as an assembly point for Jews who were deported. The building is now a place of remembrance.',
        ),
      },
      {
        key: 'artis',
        title_nl: 'Artis',
        title_en: 'Artis Zoo',
        category: 'Parken & groen',
        lat: 52.36633,
        lng: 4.91661,
        intro: 'De oudste dierentuin van Nederland.',
        nl: p(
          'Artis werd in 1838 opgericht onder de naam Natura Artis Magistra. Naast dieren zijn er monumentale gebouwen, een aquarium en een planetarium.',
        ),
        en: p(
          'Artis was founded in 1838 as Natura Artis Magistra. Besides animals it has monumental buildings, an aquarium and a planetarium.',
        ),
      },
    ],
  },
  {
    key: 'oost-park-en-markt',
    name: 'Oost: park en markt',
    name_en: 'East: park and market',
    description: 'Van het Oosterpark naar de Dappermarkt en de Muiderpoort.',
    description_en: 'From Oosterpark to the Dappermarkt and the Muiderpoort.',
    color: '#f4a261',
    daypass: true,
    stops: [
      {
        key: 'oosterpark',
        title_nl: 'Oosterpark',
        title_en: 'Oosterpark',
        category: 'Parken & groen',
        lat: 52.35981,
        lng: 4.92003,
        intro: 'Het eerste grote park dat de gemeente zelf aanlegde.',
        nl: p(
          'Het Oosterpark werd in 1891 geopend. In het park staat het Nationaal Monument Slavernijverleden uit 2002.',
        ),
        en: p(
          'Oosterpark opened in 1891. The park holds the National Slavery Monument, unveiled in 2002.',
        ),
      },
      {
        key: 'wereldmuseum',
        title_nl: 'Wereldmuseum Amsterdam',
        title_en: 'Wereldmuseum Amsterdam',
        category: 'Kunst & cultuur',
        lat: 52.36268,
        lng: 4.92251,
        intro: 'Een museum in het monumentale gebouw aan de Linnaeusstraat.',
        nl: p(
          'Het gebouw werd gebouwd voor het Koloniaal Instituut en in 1926 geopend. Tegenwoordig zit hier het Wereldmuseum, dat verhalen over mensen en culturen wereldwijd laat zien.',
        ),
        en: p(
          'The building was built for the Colonial Institute and opened in 1926. Today it houses the Wereldmuseum, with stories about people and cultures worldwide.',
        ),
      },
      {
        key: 'dappermarkt',
        title_nl: 'Dappermarkt',
        title_en: 'Dappermarkt',
        category: 'Eten & drinken',
        lat: 52.36381,
        lng: 4.92771,
        intro: 'Een buurtmarkt met eten uit de hele wereld.',
        nl: p(
          'Op de Dappermarkt vind je groente, vis, stoffen en eten uit vele keukens. De markt is op zondag gesloten.',
        ),
        en: p(
          'The Dappermarkt sells vegetables, fish, fabrics and food from many cuisines. It is closed on Sundays.',
        ),
      },
      {
        key: 'muiderpoort',
        title_nl: 'Muiderpoort',
        title_en: 'Muiderpoort',
        category: 'Architectuur',
        lat: 52.36358,
        lng: 4.91823,
        intro: 'Een classicistische stadspoort uit de achttiende eeuw.',
        nl: p(
          'De Muiderpoort werd in 1771 voltooid. In 1811 trok keizer Napoleon door deze poort de stad binnen.',
        ),
        en: p(
          'The Muiderpoort was completed in 1771. In 1811 Emperor Napoleon entered the city through this gate.',
        ),
      },
    ],
  },
  {
    key: 'vondelpark',
    name: 'Rondje Vondelpark',
    name_en: 'Around the Vondelpark',
    description: 'Het bekendste park van de stad, van de ingang tot het openluchttheater.',
    description_en: 'The city’s best-known park, from the entrance to the open-air theatre.',
    color: '#43aa8b',
    daypass: true,
    stops: [
      {
        key: 'vondelpark-ingang',
        photos: 6,
        title_nl: 'Vondelpark, hoofdingang',
        title_en: 'Vondelpark, main entrance',
        category: 'Parken & groen',
        lat: 52.36192,
        lng: 4.88131,
        intro: 'Het park werd in 1865 geopend.',
        nl: p(
          'Het Vondelpark werd in 1865 geopend en is ongeveer 47 hectare groot. Het is genoemd naar de dichter Joost van den Vondel.',
        ),
        en: p(
          'The Vondelpark opened in 1865 and covers about 47 hectares. It is named after the poet Joost van den Vondel.',
        ),
      },
      {
        key: 'vondel-standbeeld',
        title_nl: 'Standbeeld van Vondel',
        title_en: 'Statue of Vondel',
        category: 'Kunst & cultuur',
        lat: 52.35943,
        lng: 4.87521,
        intro: 'De dichter in brons, sinds 1867.',
        nl: p(
          'Het standbeeld van Joost van den Vondel is van beeldhouwer Louis Royer en staat hier sinds 1867.',
        ),
        en: p(
          'The statue of Joost van den Vondel is by the sculptor Louis Royer and has stood here since 1867.',
        ),
      },
      {
        key: 'oude-speeltuin-vondelpark',
        title_nl: 'Oude tekst over de speeltuin',
        title_en: 'Old text about the playground',
        category: 'Parken & groen',
        lat: 52.35871,
        lng: 4.87201,
        intro: 'Gearchiveerd.',
        nl: p('Deze tekst is gearchiveerd.'),
        en: p('This text has been archived.'),
        // Excluded content type: the app and the server drop this stop.
        content_type: 'Archived',
      },
      {
        key: 'blauwe-theehuis',
        title_nl: 'Het Blauwe Theehuis',
        title_en: 'The Blue Teahouse',
        category: 'Architectuur',
        lat: 52.35822,
        lng: 4.86961,
        intro: 'Een rond paviljoen uit 1937.',
        nl: p(
          'Het ronde theehuis uit 1937 is gebouwd in de stijl van het Nieuwe Bouwen, met veel glas en een plat dak.',
        ),
        en: p(
          'The round teahouse of 1937 was built in the Nieuwe Bouwen (modernist) style, with lots of glass and a flat roof.',
        ),
      },
      {
        key: 'openluchttheater',
        title_nl: 'Openluchttheater',
        title_en: 'Open-air theatre',
        category: 'Muziek',
        lat: 52.35731,
        lng: 4.86531,
        intro: 'In de zomer gratis voorstellingen.',
        nl: p('In de zomer zijn hier gratis concerten, dans- en theatervoorstellingen.'),
        en: p('In summer it hosts free concerts, dance and theatre performances.'),
      },
    ],
  },
  {
    key: 'noord-aan-het-ij',
    name: 'Noord aan het IJ',
    name_en: 'North along the IJ',
    description: 'Met de pont naar Noord: film, uitzicht en een oude scheepswerf.',
    description_en: 'Take the ferry north: film, a view and an old shipyard.',
    color: '#264653',
    daypass: true,
    stops: [
      {
        key: 'eye-filmmuseum',
        title_nl: 'Eye Filmmuseum',
        title_en: 'Eye Filmmuseum',
        category: 'Kunst & cultuur',
        lat: 52.38431,
        lng: 4.90091,
        intro: 'Het filmmuseum in het witte gebouw aan het IJ.',
        nl: p(
          'Eye opende in 2012 in een opvallend wit gebouw aan de noordoever van het IJ, met filmzalen, tentoonstellingen en een groot terras.',
        ),
        en: p(
          'Eye opened in 2012 in a striking white building on the north bank of the IJ, with cinemas, exhibitions and a large terrace.',
        ),
      },
      {
        key: 'adam-toren',
        title_nl: 'A’DAM Toren',
        title_en: 'A’DAM Tower',
        category: 'Architectuur',
        lat: 52.38401,
        lng: 4.90221,
        intro: 'De voormalige Shelltoren, nu met uitkijkpunt.',
        nl: p(
          'De toren werd in 1971 gebouwd als kantoor van Shell. Nu is er onder meer een uitkijkpunt met uitzicht over de stad.',
        ),
        en: p(
          'The tower was built in 1971 as Shell offices. Today it has, among other things, a lookout with views over the city.',
        ),
      },
      {
        key: 'tolhuistuin',
        title_nl: 'Tolhuistuin',
        title_en: 'Tolhuistuin',
        category: 'Muziek',
        lat: 52.38532,
        lng: 4.90361,
        intro: 'Een podium en tuin achter de toren.',
        nl: p(
          'In het voormalige Shell-kantinegebouw en de tuin ernaast worden concerten en festivals gehouden.',
        ),
        en: p(
          'Concerts and festivals take place in the former Shell canteen building and the garden beside it.',
        ),
      },
      {
        key: 'pont-naar-ndsm',
        title_nl: 'Met de pont naar de NDSM-werf',
        title_en: 'By ferry to the NDSM wharf',
        category: 'Default Category',
        // Deliberately not numeric: this stop has no marker on the map.
        lat: 'onbekend',
        lng: '',
        intro: 'De pont vaart vanaf Centraal Station naar de NDSM-werf.',
        nl: p('Vanaf Centraal Station vaart een gratis pont naar de NDSM-werf.'),
        en: p('A free ferry runs from Central Station to the NDSM wharf.'),
      },
      {
        key: 'ndsm-werf',
        title_nl: 'NDSM-werf',
        title_en: 'NDSM wharf',
        category: 'Kunst & cultuur',
        lat: 52.40091,
        lng: 4.89201,
        intro: 'Een voormalige scheepswerf, nu een broedplaats.',
        nl: p(
          'Op het terrein van de Nederlandsche Dok en Scheepsbouw Maatschappij werden schepen gebouwd. Nu werken er kunstenaars en zijn er festivals en markten.',
        ),
        en: p(
          'Ships were once built on the grounds of the Netherlands Dock and Shipbuilding Company. Now artists work here and it hosts festivals and markets.',
        ),
      },
    ],
  },
];

/** Routes only subscribers may read in full. */
export const SUBSCRIBER_ROUTES: RouteDef[] = [
  {
    key: 'oude-centrum',
    name: 'Het oude centrum',
    name_en: 'The old centre',
    description: 'Langs de oudste plekken van de stad, van de Oude Kerk naar de Waag.',
    description_en: 'Past the city’s oldest places, from the Oude Kerk to the Waag.',
    color: '#9d4edd',
    stops: [
      {
        key: 'oude-kerk',
        title_nl: 'Oude Kerk',
        title_en: 'Oude Kerk',
        category: 'Architectuur',
        lat: 52.37422,
        lng: 4.89801,
        intro: 'Het oudste gebouw van Amsterdam.',
        nl: p(
          'De Oude Kerk werd in 1306 ingewijd en is het oudste gebouw van de stad. Binnen is nu ook hedendaagse kunst te zien.',
        ),
        en: p(
          'The Oude Kerk was consecrated in 1306 and is the oldest building in the city. Contemporary art is now shown inside as well.',
        ),
      },
      {
        key: 'zeedijk',
        title_nl: 'Zeedijk',
        title_en: 'Zeedijk',
        category: 'Eten & drinken',
        lat: 52.37551,
        lng: 4.90091,
        intro: 'Een oude dijk, nu een straat vol restaurants.',
        nl: p(
          'De Zeedijk was ooit een echte dijk tegen het water van het IJ. Nu is het een straat met veel Aziatische restaurants.',
        ),
        en: p(
          'The Zeedijk was once a real dike against the water of the IJ. Today it is a street with many Asian restaurants.',
        ),
      },
      {
        key: 'sint-nicolaasbasiliek',
        title_nl: 'Sint-Nicolaasbasiliek',
        title_en: 'Basilica of Saint Nicholas',
        category: 'Architectuur',
        lat: 52.37681,
        lng: 4.90031,
        intro: 'De grote koepelkerk tegenover Centraal Station.',
        nl: p(
          'De kerk werd in 1887 voltooid naar een ontwerp van A.C. Bleys en is gewijd aan Sint-Nicolaas, de patroonheilige van de stad.',
        ),
        en: p(
          'The church was completed in 1887 to a design by A.C. Bleys and is dedicated to Saint Nicholas, the city’s patron saint.',
        ),
      },
      {
        key: 'de-waag',
        title_nl: 'De Waag',
        title_en: 'The Waag',
        category: 'Architectuur',
        lat: 52.37271,
        lng: 4.90031,
        intro: 'Een stadspoort die waaggebouw werd.',
        nl: p(
          'De Waag op de Nieuwmarkt werd in 1488 gebouwd als stadspoort, de Sint Antoniespoort. Later werden hier goederen gewogen.',
        ),
        en: p(
          'The Waag on the Nieuwmarkt was built in 1488 as a city gate, the Sint Antoniespoort. Goods were later weighed here.',
        ),
      },
    ],
  },
  {
    key: 'westelijke-eilanden',
    name: 'De Westelijke Eilanden',
    name_en: 'The Western Islands',
    description: 'Pakhuizen en ophaalbruggen op drie kunstmatige eilanden.',
    description_en: 'Warehouses and drawbridges on three artificial islands.',
    color: '#6d597a',
    stops: [
      {
        key: 'prinseneiland',
        title_nl: 'Prinseneiland',
        title_en: 'Prinseneiland',
        category: 'Architectuur',
        lat: 52.38601,
        lng: 4.88701,
        intro: 'Een eiland vol pakhuizen.',
        nl: p(
          'De Westelijke Eilanden werden in de zeventiende eeuw aangelegd voor scheepsbouw en opslag. Op Prinseneiland staan nog veel pakhuizen, nu vaak woningen.',
        ),
        en: p(
          'The Western Islands were created in the seventeenth century for shipbuilding and storage. Many warehouses remain on Prinseneiland, most now homes.',
        ),
      },
      {
        key: 'zandhoek',
        title_nl: 'Zandhoek',
        title_en: 'Zandhoek',
        category: 'Architectuur',
        lat: 52.38781,
        lng: 4.88471,
        intro: 'Een rij zeventiende-eeuwse huizen aan het water.',
        nl: p(
          'Aan de Zandhoek op het Realeneiland staat een rij huizen uit de zeventiende eeuw, met uitzicht over het Westerdok.',
        ),
        en: p(
          'On the Zandhoek on Realeneiland stands a row of seventeenth-century houses overlooking the Westerdok.',
        ),
      },
      {
        key: 'bickerseiland',
        title_nl: 'Bickerseiland',
        title_en: 'Bickerseiland',
        category: 'Sociale initiatieven',
        lat: 52.38581,
        lng: 4.88971,
        intro: 'Een eiland met een rustige, dorpse sfeer.',
        nl: p(
          'Het Bickerseiland is genoemd naar de koopman Jan Bicker. Tussen de woningen ligt een kinderboerderij.',
        ),
        en: p(
          'Bickerseiland is named after the merchant Jan Bicker. A children’s farm lies between the homes.',
        ),
      },
    ],
  },
  {
    key: 'oostelijk-havengebied',
    name: 'Het Oostelijk Havengebied',
    name_en: 'The Eastern Docklands',
    description: 'Van havens naar woonwijken: nieuwe architectuur op oude kades.',
    description_en: 'From docks to neighbourhoods: new architecture on old quays.',
    color: '#d62828',
    stops: [
      {
        key: 'lloyd-hotel',
        title_nl: 'Lloyd Hotel',
        title_en: 'Lloyd Hotel',
        category: 'Architectuur',
        lat: 52.37331,
        lng: 4.93501,
        intro: 'Gebouwd voor landverhuizers.',
        nl: p(
          'Het gebouw werd in 1921 geopend als hotel voor landverhuizers die met de Koninklijke Hollandsche Lloyd naar Zuid-Amerika vertrokken.',
        ),
        en: p(
          'The building opened in 1921 as a hotel for emigrants leaving for South America with the Royal Holland Lloyd.',
        ),
      },
      {
        key: 'java-eiland',
        title_nl: 'Java-eiland',
        title_en: 'Java Island',
        category: 'Architectuur',
        lat: 52.37601,
        lng: 4.94101,
        intro: 'Een lang, smal woon-eiland met grachtjes.',
        nl: p(
          'Het Java-eiland werd in de jaren negentig een woonwijk. Kleine grachtjes met bruggetjes verdelen het eiland in stukken, elk door andere architecten ontworpen.',
        ),
        en: p(
          'Java Island became a residential area in the 1990s. Small canals with footbridges divide it into sections, each designed by different architects.',
        ),
      },
      {
        key: 'knsm-eiland',
        title_nl: 'KNSM-eiland',
        title_en: 'KNSM Island',
        category: 'Architectuur',
        lat: 52.37701,
        lng: 4.94801,
        intro: 'Genoemd naar een stoomvaartmaatschappij.',
        nl: p(
          'Het eiland is genoemd naar de Koninklijke Nederlandsche Stoomboot Maatschappij, die hier haar kades had. Nu staan er grote woongebouwen.',
        ),
        en: p(
          'The island is named after the Royal Netherlands Steamship Company, which had its quays here. Large residential blocks stand here now.',
        ),
      },
      {
        key: 'pythonbrug',
        title_nl: 'Pythonbrug',
        title_en: 'Python Bridge',
        category: 'Design & mode',
        lat: 52.37411,
        lng: 4.94731,
        intro: 'Een rode, golvende voetgangersbrug.',
        nl: p(
          'De rode brug over het Spoorwegbassin verbindt Borneo en Sporenburg. Door haar golvende vorm wordt ze de Pythonbrug genoemd.',
        ),
        en: p(
          'The red bridge over the Spoorwegbassin links Borneo and Sporenburg. Its undulating shape earned it the name Python Bridge.',
        ),
      },
    ],
  },
  {
    key: 'muziek-in-de-stad',
    author: 'Fatima el Amrani',
    name: 'Muziek in de stad',
    name_en: 'Music in the city',
    description: 'Langs concertzalen en podia, van het Concertgebouw tot het Bimhuis.',
    description_en: 'Past concert halls and stages, from the Concertgebouw to the Bimhuis.',
    color: '#ffb703',
    stops: [
      {
        key: 'concertgebouw',
        photos: 8,
        title_nl: 'Het Concertgebouw',
        title_en: 'The Concertgebouw',
        category: 'Muziek',
        lat: 52.35631,
        lng: 4.87911,
        intro: 'De concertzaal uit 1888, beroemd om haar akoestiek.',
        nl: p(
          'Het Concertgebouw werd in 1888 geopend. De Grote Zaal staat wereldwijd bekend om haar akoestiek.',
        ),
        en: p(
          'The Concertgebouw opened in 1888. Its Main Hall is known worldwide for its acoustics.',
        ),
      },
      {
        key: 'paradiso',
        title_nl: 'Paradiso',
        title_en: 'Paradiso',
        category: 'Muziek',
        lat: 52.36221,
        lng: 4.88381,
        intro: 'Een poppodium in een voormalige kerk.',
        nl: p(
          'Paradiso zit in een voormalig kerkgebouw en is sinds 1968 een podium voor popmuziek.',
        ),
        en: p('Paradiso is housed in a former church and has been a pop music venue since 1968.'),
      },
      {
        key: 'melkweg',
        title_nl: 'Melkweg',
        title_en: 'Melkweg',
        category: 'Muziek',
        lat: 52.36471,
        lng: 4.88131,
        intro: 'Een podium in een voormalige melkfabriek.',
        nl: p(
          'De Melkweg dankt haar naam aan de melkfabriek die hier vroeger stond. Sinds 1970 is het een podium voor muziek, film en theater.',
        ),
        en: p(
          'The Melkweg takes its name from the dairy factory that once stood here. Since 1970 it has been a venue for music, film and theatre.',
        ),
      },
      {
        key: 'muziekgebouw-aan-t-ij',
        title_nl: 'Muziekgebouw aan ’t IJ',
        title_en: 'Muziekgebouw aan ’t IJ',
        category: 'Muziek',
        lat: 52.37841,
        lng: 4.91251,
        intro: 'Een concertzaal aan het water.',
        nl: p('Het Muziekgebouw aan ’t IJ opende in 2005 en is gericht op hedendaagse muziek.'),
        en: p('The Muziekgebouw aan ’t IJ opened in 2005 and focuses on contemporary music.'),
      },
      {
        key: 'bimhuis',
        title_nl: 'Bimhuis',
        title_en: 'Bimhuis',
        category: 'Muziek',
        lat: 52.37811,
        lng: 4.91311,
        intro: 'Het jazzpodium in de zwarte doos.',
        nl: p(
          'Het Bimhuis is een bekend podium voor jazz en geïmproviseerde muziek. Sinds 2005 zit het in een zwarte doos naast het Muziekgebouw.',
        ),
        en: p(
          'The Bimhuis is a well-known venue for jazz and improvised music. Since 2005 it has occupied a black box beside the Muziekgebouw.',
        ),
      },
    ],
  },
];

/** Book routes: locations taken from a book; subscribers only. */
export const BOOK_ROUTES: RouteDef[] = [
  {
    key: 'boek-verborgen-hofjes',
    author: 'Anna de Wit',
    name: 'Uit het boek: Verborgen hofjes',
    name_en: 'From the book: Hidden courtyards',
    description: 'Drie stille hofjes achter gewone voordeuren.',
    description_en: 'Three quiet courtyards behind ordinary front doors.',
    color: '#bc6c25',
    is_book: true,
    stops: [
      {
        key: 'begijnhof',
        photos: 6,
        title_nl: 'Begijnhof',
        title_en: 'Begijnhof',
        category: 'Architectuur',
        lat: 52.36941,
        lng: 4.88981,
        intro: 'Een ommuurd hofje met een houten huis.',
        nl: p(
          'In het Begijnhof staat Het Houten Huis, een van de twee houten huizen die in de binnenstad over zijn. Bezoekers worden gevraagd stil te zijn.',
        ),
        en: p(
          'The Begijnhof holds the Houten Huis, one of the two wooden houses left in the city centre. Visitors are asked to keep quiet.',
        ),
      },
      {
        key: 'karthuizerhof',
        title_nl: 'Karthuizerhof',
        title_en: 'Karthuizerhof',
        category: 'Architectuur',
        lat: 52.37751,
        lng: 4.88221,
        intro: 'Een groot hofje uit 1650.',
        nl: p(
          'Het Karthuizerhof werd in 1650 door de stad gebouwd op de plaats van een voormalig kartuizerklooster.',
        ),
        en: p(
          'The Karthuizerhof was built by the city in 1650 on the site of a former Carthusian monastery.',
        ),
      },
      {
        key: 'claes-claesz-hofje',
        title_nl: 'Claes Claesz Hofje',
        title_en: 'Claes Claesz Hofje',
        category: 'Architectuur',
        lat: 52.37881,
        lng: 4.88401,
        intro: 'Een zeventiende-eeuws hofje in de Jordaan.',
        nl: p(
          'Dit hofje uit de zeventiende eeuw bestaat uit een paar kleine binnenplaatsen. Het ligt verscholen tussen de huizen van de Jordaan.',
        ),
        en: p(
          'This seventeenth-century almshouse consists of a few small courtyards, tucked away among the houses of the Jordaan.',
        ),
      },
    ],
  },
  {
    key: 'boek-bruggen-en-sluizen',
    author: 'Anna de Wit',
    name: 'Uit het boek: Bruggen en sluizen',
    name_en: 'From the book: Bridges and locks',
    description: 'Drie bruggen met elk een eigen verhaal.',
    description_en: 'Three bridges, each with its own story.',
    color: '#3a86ff',
    is_book: true,
    stops: [
      {
        key: 'torensluis',
        title_nl: 'Torensluis',
        title_en: 'Torensluis',
        category: 'Architectuur',
        lat: 52.37571,
        lng: 4.88941,
        intro: 'Een van de oudste en breedste bruggen van de stad.',
        nl: p(
          'De Torensluis over het Singel is een van de oudste bruggen van Amsterdam. Op de brug staat een standbeeld van de schrijver Multatuli.',
        ),
        en: p(
          'The Torensluis over the Singel is one of the oldest bridges in Amsterdam. A statue of the writer Multatuli stands on it.',
        ),
      },
      {
        key: 'blauwbrug',
        title_nl: 'Blauwbrug',
        title_en: 'Blue Bridge',
        category: 'Architectuur',
        lat: 52.36681,
        lng: 4.90031,
        intro: 'Een stenen brug over de Amstel.',
        nl: p(
          'De huidige Blauwbrug uit 1884 is geïnspireerd op bruggen in Parijs. De naam komt van een eerdere houten brug die blauw geschilderd was.',
        ),
        en: p(
          'The present Blue Bridge of 1884 was inspired by bridges in Paris. Its name comes from an earlier wooden bridge that was painted blue.',
        ),
      },
      {
        key: 'magere-brug',
        video: 'webm',
        title_nl: 'Magere Brug',
        title_en: 'Skinny Bridge',
        category: 'Architectuur',
        lat: 52.36331,
        lng: 4.90201,
        intro: 'De witte ophaalbrug over de Amstel.',
        nl: p(
          'De Magere Brug is een witte, houten dubbele ophaalbrug over de Amstel. ’s Avonds is ze verlicht met honderden lampjes.',
        ),
        en: p(
          'The Skinny Bridge is a white wooden double drawbridge over the Amstel. At night it is lit by hundreds of small lamps.',
        ),
      },
    ],
  },
];

/** Published but without stops: the app drops it from lists. */
export const EMPTY_ROUTE: RouteDef = {
  key: 'binnenkort-zuidas',
  name: 'Binnenkort: Zuidas',
  name_en: 'Coming soon: Zuidas',
  description: 'Deze route is nog in voorbereiding.',
  description_en: 'This route is still being prepared.',
  color: '#adb5bd',
  stops: [],
};

/** Not published: nobody but the service role sees the route. */
export const UNPUBLISHED_ROUTE: RouteDef = {
  key: 'concept-amsterdamse-school',
  name: 'Concept: Amsterdamse School',
  name_en: 'Draft: Amsterdam School',
  description: 'Baksteen, torentjes en golvende gevels.',
  description_en: 'Brick, little towers and undulating facades.',
  color: '#8d6e63',
  published: false,
  daypass: true,
  stops: [
    {
      key: 'het-schip',
      title_nl: 'Het Schip',
      title_en: 'Het Schip',
      category: 'Architectuur',
      lat: 52.39051,
      lng: 4.87401,
      intro: 'Een woongebouw van Michel de Klerk.',
      nl: p(
        'Het Schip werd tussen 1919 en 1921 gebouwd naar een ontwerp van Michel de Klerk en is een hoogtepunt van de Amsterdamse School. Er zit nu een museum.',
      ),
      en: p(
        'Het Schip was built between 1919 and 1921 to a design by Michel de Klerk and is a highlight of the Amsterdam School. It now houses a museum.',
      ),
    },
    {
      key: 'scheepvaarthuis',
      title_nl: 'Scheepvaarthuis',
      title_en: 'Scheepvaarthuis',
      category: 'Architectuur',
      lat: 52.37401,
      lng: 4.90501,
      intro: 'Het eerste gebouw in de stijl van de Amsterdamse School.',
      nl: p(
        'Het Scheepvaarthuis uit 1916 geldt als het eerste gebouw van de Amsterdamse School. Het was het kantoor van zes rederijen.',
      ),
      en: p(
        'The Scheepvaarthuis of 1916 is regarded as the first Amsterdam School building. It housed the offices of six shipping companies.',
      ),
    },
  ],
};

/** Stories outside routes: subscribers only. */
export const STORIES: StoryDef[] = [
  {
    key: 'westerpark',
    title_nl: 'Westerpark en Westergasfabriek',
    title_en: 'Westerpark and Westergasfabriek',
    category: 'Parken & groen',
    lat: 52.38641,
    lng: 4.87601,
    intro: 'Een park rond een voormalige gasfabriek.',
    nl: p(
      'De gebouwen van de voormalige gasfabriek zijn nu een cultuurpark met zalen, restaurants en evenementen, midden in het Westerpark.',
    ),
    en: p(
      'The buildings of the former gasworks are now a cultural park with halls, restaurants and events, in the middle of Westerpark.',
    ),
  },
  {
    key: 'amstelpark',
    title_nl: 'Amstelpark',
    title_en: 'Amstelpark',
    category: 'Parken & groen',
    lat: 52.33071,
    lng: 4.89301,
    intro: 'Aangelegd voor de Floriade van 1972.',
    nl: p(
      'Het Amstelpark werd aangelegd voor de tuinbouwtentoonstelling Floriade in 1972. Er zijn onder meer een rosarium en een doolhof.',
    ),
    en: p(
      'Amstelpark was laid out for the Floriade horticultural exhibition of 1972. It has, among other things, a rose garden and a maze.',
    ),
  },
  {
    key: 'frankendael',
    title_nl: 'Park Frankendael',
    title_en: 'Frankendael Park',
    category: 'Parken & groen',
    lat: 52.35301,
    lng: 4.93351,
    intro: 'De laatste buitenplaats van Amsterdam.',
    nl: p(
      'Huize Frankendael is de enige overgebleven buitenplaats binnen de stadsgrenzen, met een formele tuin en een park eromheen.',
    ),
    en: p(
      'Huize Frankendael is the only country estate left within the city limits, with a formal garden and a park around it.',
    ),
  },
  {
    key: 'flevopark',
    title_nl: 'Flevopark',
    title_en: 'Flevopark',
    category: 'Parken & groen',
    lat: 52.36021,
    lng: 4.94901,
    intro: 'Een ruig park aan de oostkant van de stad.',
    nl: p(
      'Het Flevopark heeft een natuurlijk karakter, met oude bomen en water. Het ligt aan de rand van de Indische Buurt.',
    ),
    en: p(
      'Flevopark has a natural character, with old trees and water. It lies on the edge of the Indische Buurt.',
    ),
    content_type: 'Kaart',
  },
  {
    key: 'centraal-station',
    title_nl: 'Centraal Station',
    title_en: 'Central Station',
    category: 'Architectuur',
    lat: 52.37911,
    lng: 4.90031,
    intro: 'Het station van Pierre Cuypers, geopend in 1889.',
    nl: p(
      'Het Centraal Station werd ontworpen door Pierre Cuypers, die ook het Rijksmuseum ontwierp. Het werd in 1889 geopend, op kunstmatige eilanden in het IJ.',
    ),
    en: p(
      'Central Station was designed by Pierre Cuypers, who also designed the Rijksmuseum. It opened in 1889 on artificial islands in the IJ.',
    ),
  },
  {
    key: 'beurs-van-berlage',
    title_nl: 'Beurs van Berlage',
    title_en: 'Beurs van Berlage',
    category: 'Architectuur',
    lat: 52.37451,
    lng: 4.89601,
    intro: 'De koopmansbeurs van H.P. Berlage uit 1903.',
    nl: p(
      'H.P. Berlage ontwierp deze beurs, die in 1903 werd geopend. Het sobere bakstenen gebouw was een voorbode van de moderne architectuur.',
    ),
    en: p(
      'H.P. Berlage designed this exchange, which opened in 1903. The sober brick building heralded modern architecture.',
    ),
  },
  {
    key: 'oba-oosterdok',
    title_nl: 'Centrale Bibliotheek OBA',
    title_en: 'OBA Central Library',
    category: 'Architectuur',
    lat: 52.37601,
    lng: 4.90801,
    intro: 'De centrale bibliotheek aan het Oosterdok.',
    nl: p(
      'De centrale vestiging van de Openbare Bibliotheek Amsterdam opende in 2007. Vanaf de bovenste verdieping heb je uitzicht over de stad.',
    ),
    en: p(
      'The central branch of Amsterdam Public Library opened in 2007. The top floor offers views over the city.',
    ),
  },
  {
    key: 'stedelijk-museum',
    title_nl: 'Stedelijk Museum',
    title_en: 'Stedelijk Museum',
    category: 'Kunst & cultuur',
    lat: 52.35801,
    lng: 4.87981,
    intro: 'Het museum voor moderne en hedendaagse kunst en design.',
    nl: p(
      'Het Stedelijk toont moderne en hedendaagse kunst en design. De witte uitbreiding uit 2012 wordt vanwege haar vorm de badkuip genoemd.',
    ),
    en: p(
      'The Stedelijk shows modern and contemporary art and design. Its white 2012 extension is nicknamed the bathtub because of its shape.',
    ),
  },
  {
    key: 'foam',
    title_nl: 'Foam',
    title_en: 'Foam',
    category: 'Kunst & cultuur',
    lat: 52.36401,
    lng: 4.89351,
    intro: 'Een museum voor fotografie aan de Keizersgracht.',
    nl: p(
      'Foam is een museum voor fotografie in grachtenpanden aan de Keizersgracht, met wisselende tentoonstellingen.',
    ),
    en: p(
      'Foam is a photography museum in canal houses on the Keizersgracht, with changing exhibitions.',
    ),
  },
  {
    key: 'rembrandthuis',
    photos: 6,
    author: 'Joris Bakker',
    title_nl: 'Museum Het Rembrandthuis',
    title_en: 'Rembrandt House Museum',
    category: 'Kunst & cultuur',
    lat: 52.36941,
    lng: 4.90121,
    intro: 'Het huis waar Rembrandt woonde en werkte.',
    nl: p(
      'Rembrandt woonde en werkte van 1639 tot 1658 in dit huis aan de Jodenbreestraat. Het is ingericht zoals het in zijn tijd geweest kan zijn.',
    ),
    en: p(
      'Rembrandt lived and worked in this house on Jodenbreestraat from 1639 to 1658. It is furnished as it may have looked in his time.',
    ),
  },
  {
    key: 'pc-hooftstraat',
    title_nl: 'P.C. Hooftstraat',
    title_en: 'P.C. Hooftstraat',
    category: 'Design & mode',
    lat: 52.36021,
    lng: 4.88001,
    intro: 'De straat van de luxe modemerken.',
    nl: p(
      'In de P.C. Hooftstraat zitten veel internationale modehuizen. De straat is genoemd naar de dichter Pieter Corneliszoon Hooft.',
    ),
    en: p(
      'P.C. Hooftstraat is home to many international fashion houses. It is named after the poet Pieter Corneliszoon Hooft.',
    ),
  },
  {
    key: 'magna-plaza',
    title_nl: 'Magna Plaza',
    title_en: 'Magna Plaza',
    category: 'Design & mode',
    lat: 52.37381,
    lng: 4.89121,
    intro: 'Een voormalig hoofdpostkantoor vol winkels.',
    nl: p(
      'Het gebouw werd eind negentiende eeuw gebouwd als hoofdpostkantoor. Nu is het een winkelcentrum met een grote lichthal.',
    ),
    en: p(
      'The building was built in the late nineteenth century as the main post office. It is now a shopping centre with a large atrium.',
    ),
  },
  {
    key: 'de-hallen',
    title_nl: 'De Hallen',
    title_en: 'De Hallen',
    category: 'Design & mode',
    lat: 52.36681,
    lng: 4.86801,
    intro: 'Een voormalige tramremise met winkels en eten.',
    nl: p(
      'In de voormalige tramremise zitten nu onder meer een overdekte foodmarkt, een bioscoop, een bibliotheek en ateliers.',
    ),
    en: p(
      'The former tram depot now holds a covered food market, a cinema, a library and workshops, among other things.',
    ),
  },
  {
    key: 'ten-katemarkt',
    title_nl: 'Ten Katemarkt',
    // Deliberately without English: the app falls back to Dutch.
    title_en: null,
    category: 'Eten & drinken',
    lat: 52.36751,
    lng: 4.86701,
    intro: 'Een buurtmarkt in de Kinkerbuurt.',
    nl: p(
      'De Ten Katemarkt is een echte buurtmarkt met groente, fruit, kaas en vis, vlak bij De Hallen.',
    ),
    en: null,
  },
  {
    key: 'cafe-hoppe',
    title_nl: 'Café Hoppe aan het Spui',
    title_en: 'Café Hoppe on the Spui',
    category: 'Eten & drinken',
    lat: 52.36871,
    lng: 4.88971,
    // Deliberately without article: the app shows the intro instead.
    intro: 'Een van de oudste bruine cafés van de stad, met zand op de vloer.',
    nl: null,
    en: null,
  },
  {
    key: 'carre',
    title_nl: 'Koninklijk Theater Carré',
    title_en: 'Royal Theatre Carré',
    category: 'Muziek',
    lat: 52.36221,
    lng: 4.90451,
    intro: 'Een theater aan de Amstel, gebouwd voor een circusfamilie.',
    nl: p(
      'Carré werd in 1887 gebouwd voor het circus van de familie Carré. Nu staan er concerten, musicals en cabaret op het programma.',
    ),
    en: p(
      'Carré was built in 1887 for the Carré family’s circus. Today it stages concerts, musicals and cabaret.',
    ),
  },
  {
    key: 'de-ceuvel',
    title_nl: 'De Ceuvel',
    title_en: 'De Ceuvel',
    category: 'Sociale initiatieven',
    lat: 52.39451,
    lng: 4.89701,
    intro: 'Werkplekken in oude woonboten op een voormalige werf.',
    nl: p(
      'Op een vervuild voormalig werfterrein in Noord staan oude woonboten op het land, omgebouwd tot werkplekken. De grond wordt met planten schoongemaakt.',
    ),
    en: p(
      'On a polluted former shipyard site in Noord, old houseboats stand on land, converted into workspaces. Plants are used to clean the soil.',
    ),
  },
  {
    key: 'buurtboerderij-ons-genoegen',
    title_nl: 'Buurtboerderij Ons Genoegen',
    title_en: 'Ons Genoegen community farm',
    category: 'Sociale initiatieven',
    lat: 52.38801,
    lng: 4.86301,
    intro: 'Een buurtboerderij in de Spaarndammerbuurt.',
    nl: p(
      'Op het terrein van een voormalig volkstuinencomplex is een buurtboerderij met een moestuin, dieren en een café, gerund met hulp van buurtbewoners.',
    ),
    en: p(
      'On the site of a former allotment complex is a community farm with a vegetable garden, animals and a café, run with the help of local residents.',
    ),
  },
  {
    key: 'grachtenpanden-uitgelegd',
    title_nl: 'Grachtenpanden uitgelegd',
    title_en: 'Canal houses explained',
    category: 'Default Category',
    // Deliberately without coordinates: a story without a map marker.
    lat: '',
    lng: null,
    intro: 'Waarom zijn grachtenpanden zo smal en hoog?',
    nl: p(
      'Veel grachtenpanden zijn smal en diep. Met de hijsbalk in de gevel werden goederen naar de zolder gehesen, waar ze werden opgeslagen.',
    ),
    en: p(
      'Many canal houses are narrow and deep. The hoisting beam in the gable was used to lift goods up to the attic, where they were stored.',
    ),
  },
  {
    key: 'museumplein-gras',
    title_nl: 'Het Museumplein',
    title_en: 'Museumplein',
    category: 'Kunst & cultuur',
    // Dutch decimal commas, as spreadsheets export them.
    lat: '52,3578',
    lng: '4,8815',
    intro: 'Het grote grasveld tussen de musea.',
    nl: p(
      'Rond het Museumplein liggen het Rijksmuseum, het Van Gogh Museum, het Stedelijk Museum en het Concertgebouw.',
    ),
    en: p(
      'The Rijksmuseum, the Van Gogh Museum, the Stedelijk Museum and the Concertgebouw surround Museumplein.',
    ),
  },
  {
    key: 'publicatie-jordaan',
    title_nl: 'Publicatie: Kaart van de Jordaan',
    title_en: 'Publication: Map of the Jordaan',
    category: 'Default Category',
    lat: 52.3771,
    lng: 4.8832,
    intro: 'Een publicatie, geen verhaal.',
    nl: p('Deze publicatie wordt niet in de app getoond.'),
    en: p('This publication is not shown in the app.'),
    content_type: 'Publicaties',
  },
  {
    key: 'nvt-testitem',
    title_nl: 'Testitem',
    title_en: 'Test item',
    category: 'Default Category',
    lat: 52.37,
    lng: 4.89,
    intro: 'Niet van toepassing.',
    nl: p('Niet tonen.'),
    en: p('Do not show.'),
    content_type: 'nvt',
  },
  {
    key: 'archief-rembrandtplein',
    title_nl: 'Oude tekst: Rembrandtplein',
    title_en: 'Old text: Rembrandtplein',
    category: 'Eten & drinken',
    lat: 52.3663,
    lng: 4.8966,
    intro: 'Gearchiveerd.',
    nl: p('Deze tekst is gearchiveerd.'),
    en: p('This text has been archived.'),
    content_type: 'Archived',
  },
];

export const ALL_ROUTES: RouteDef[] = [
  TRIAL_ROUTE,
  ...DAYPASS_ROUTES,
  ...SUBSCRIBER_ROUTES,
  ...BOOK_ROUTES,
  EMPTY_ROUTE,
  UNPUBLISHED_ROUTE,
];
