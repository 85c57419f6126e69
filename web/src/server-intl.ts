// The plural rules a catalog's message chooses its words by ('1 character',
// '2 characters'), for the server's engine, which has no `Intl`: FormatJS's
// polyfill with the guide's four languages (docs/decisions/0007). Browsers
// have their own; only the server renderer's bundle imports this.
import '@formatjs/intl-getcanonicallocales/polyfill-force.js';
import '@formatjs/intl-pluralrules/polyfill-force.js';
import '@formatjs/intl-pluralrules/locale-data/en.js';
import '@formatjs/intl-pluralrules/locale-data/es.js';
import '@formatjs/intl-pluralrules/locale-data/fr.js';
import '@formatjs/intl-pluralrules/locale-data/de.js';
