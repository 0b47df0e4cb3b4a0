import { SHOP_TIME_ZONE } from '@spesa/domain';
import type { BrandFacts } from './brand-facts';

/**
 * The accessibility statement in the shape of AgID's model (Linee guida
 * sull'accessibilità degli strumenti informatici, «Modello di dichiarazione di
 * accessibilità»): conformity, the content that is not accessible and why,
 * when and how the statement was drawn up and reviewed, feedback, and the
 * procedure for reporting to AgID. The facts below are the ones the statement
 * may drift from, so they are data: a fix that closes a non-conformity removes
 * its entry and moves `reviewedOn` (docs/rules/content.md).
 */
export const ACCESSIBILITY_STATEMENT = {
  compiledOn: '2026-12-07',
  reviewedOn: '2026-12-07',
  publishedOn: '2026-03-02',
  /** What was checked, and how: a self-assessment (AgID's «autovalutazione»). */
  method: [
    'verifiche automatiche con axe-core (le sue regole WCAG 2.0, 2.1 e 2.2 dei livelli A e AA, e quella che vuole il testo visibile nel nome accessibile) su ogni pagina visitata dai percorsi di prova, a ogni rilascio',
    'prove manuali con la sola tastiera e con un lettore di schermo, su computer (1280 px) e su telefono (390 px), per tutto il percorso d’acquisto',
    'percorsi di prova con la sola tastiera, su computer e su telefono, per tutto l’acquisto e per la pesatura e la sostituzione nella console del negozio, che verificano dopo ogni azione dove si trova il focus e che sia visibile',
    'una verifica automatica del riflusso a 320 px di larghezza con il testo al 200% su ogni pagina dei due marchi (anche sulla pagina di pagamento con carta e sull’ordine in modifica), tranne quelle che si aprono solo dopo un modulo inviato, da un link ricevuto per e-mail o al ritorno dall’accesso con Google o Facebook, e sulla console del personale: nessuna scorre in orizzontale e nessun pulsante tronca il suo testo',
  ],
} as const;

export interface NonConformity {
  /** The WCAG 2.2 success criterion, as numbered and named in its Italian translation. */
  criterion: string;
  what: string;
  /** How to get the same thing done meanwhile. */
  meanwhile: string;
}

/** The known non-conformities with WCAG 2.2 AA, from the last keyboard and screen-reader review. */
export const KNOWN_NON_CONFORMITIES: readonly NonConformity[] = [
  {
    criterion: '1.4.5 Immagini di testo',
    what: 'le pagine dei volantini sfogliabili sono immagini che contengono testo.',
    meanwhile: 'sotto ogni pagina del volantino trovi l’elenco dei prodotti in forma testuale.',
  },
];

const ITALIAN_DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const italianDate = (iso: string) => ITALIAN_DATE.format(new Date(`${iso}T12:00:00Z`));

/** The statement's page for one brand. */
export function accessibilityStatementHtml(b: BrandFacts): string {
  const s = ACCESSIBILITY_STATEMENT;
  const items = KNOWN_NON_CONFORMITIES.map(
    (n) =>
      `  <li><strong>${n.criterion}</strong>: ${n.what} In attesa della correzione, ${n.meanwhile}</li>`,
  ).join('\n');
  return `
<p>${b.company} si impegna a rendere il proprio sito web accessibile, conformemente alla legge 9 gennaio 2004, n. 4 e al decreto legislativo 27 maggio 2022, n. 82 (Atto europeo sull’accessibilità). La presente dichiarazione di accessibilità si applica al negozio online ${b.site}, anche quando è installato come app.</p>
<h2>Stato di conformità</h2>
<p>Questo sito web è <strong>parzialmente conforme</strong> ai requisiti previsti dall’allegato A alla norma UNI CEI EN 301549 e alle WCAG 2.2 livello AA, in ragione dei casi di non conformità elencati di seguito.</p>
<h2>Contenuti non accessibili</h2>
<p>Il contenuto di seguito elencato non è accessibile per inosservanza della legge 4/2004:</p>
<ul>
${items}
</ul>
<p>Non ci sono contenuti esclusi per onere sproporzionato né contenuti esclusi perché fuori dall’ambito della legislazione applicabile.</p>
<h2>Redazione della dichiarazione di accessibilità</h2>
<p>La presente dichiarazione è stata redatta il ${italianDate(s.compiledOn)}.</p>
<p>La dichiarazione è stata effettuata utilizzando una autovalutazione effettuata direttamente da ${b.company}:</p>
<ul>
${s.method.map((m) => `  <li>${m};</li>`).join('\n')}
</ul>
<p>La dichiarazione è stata riesaminata l’ultima volta il ${italianDate(s.reviewedOn)}.</p>
<h2>Feedback e recapiti</h2>
<p>Se incontri un ostacolo o un contenuto che non riesci a usare, scrivici dal <a href="/servizio-clienti">modulo del servizio clienti</a>, all’indirizzo <a href="mailto:${b.email}">${b.email}</a> o chiama il ${b.phone} (${b.hours}). Ti rispondiamo entro 30 giorni.</p>
<h2>Modalità di invio delle segnalazioni all’AgID</h2>
<p>In caso di risposta insoddisfacente o di mancata risposta, nel termine di trenta giorni dalla notifica o dalla richiesta, puoi inoltrare una segnalazione all’Agenzia per l’Italia Digitale dal <a href="https://form.agid.gov.it/">modulo online dell’AgID</a> o tramite posta elettronica certificata all’indirizzo <a href="mailto:protocollo@pec.agid.gov.it">protocollo@pec.agid.gov.it</a>. La procedura è descritta nelle <a href="https://www.agid.gov.it/it/design-servizi/accessibilita">pagine dell’AgID sull’accessibilità</a>.</p>
<h2>Informazioni sul sito</h2>
<ul>
  <li>Data di pubblicazione del sito: ${italianDate(s.publishedOn)}.</li>
  <li>Test di usabilità con persone con disabilità: non ancora effettuati.</li>
  <li>Tecnologie su cui si basa l’accessibilità: HTML, CSS, JavaScript e WAI-ARIA.</li>
  <li>Gestore del sito: ${b.company}, ${b.seat}, partita IVA ${b.vatNumber}.</li>
</ul>`;
}
