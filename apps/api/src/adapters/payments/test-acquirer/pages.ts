import { byCount, formatEuro } from '@spesa/domain';
import type { acquirerPayments } from '../../../db/schema';
import { html, type SafeHtml } from '../../../lib/html';
import type { CardField, CardForm } from './acquirer';

type Row = typeof acquirerPayments.$inferSelect;

/** The test environment's warning, on every page of the acquirer. */
export const TEST_BANNER = 'Ambiente di prova — nessun addebito reale';

/**
 * No JavaScript at all (the shop's CSP allows no inline script, and a payment
 * page needs none): plain forms, styles in one <style> block. Colours keep
 * at least 4.5:1 contrast; focus is a thick outline on every control. The text
 * follows the browser's text size; narrower than 18rem (a phone with the text at
 * 200 %) the page is one column and its spacing keeps its 100 % size, so it reflows.
 */
const STYLE = html`
  *{box-sizing:border-box} body{margin:0;font:100%/1.5 system-ui,-apple-system,"Segoe
  UI",Roboto,sans-serif;color:#1a1a1a;background:#eef1f5}
  .banner{background:#ffe8a3;color:#3d2e00;text-align:center;padding:.6rem
  1rem;font-weight:600;border-bottom:2px solid #8a6d00} main{max-width:30rem;margin:1.5rem
  auto;padding:0 1rem} .panel{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px
  rgba(0,0,0,.15)} .brand{font-size:.9rem;color:#4a4a4a;margin:0 0 .25rem}
  h1{font-size:1.4rem;margin:0 0 1rem} dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem
  1rem;margin:0 0 1.25rem} dt{color:#4a4a4a}dd{margin:0;font-weight:600;text-align:right}
  .amount{font-size:1.25rem} label{display:block;font-weight:600;margin:.9rem 0 .3rem}
  input[type=text]{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid
  #6b6b6b;border-radius:8px;background:#fff;color:#1a1a1a} input[aria-invalid=true]{border:2px solid
  #b00020} .row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
  .check{display:flex;gap:.6rem;align-items:center;margin-top:1rem;font-weight:400} .check
  input{width:1.25rem;height:1.25rem;margin:0} .error{color:#b00020;margin:.3rem 0
  0;font-size:.95rem} .summary{border:2px solid #b00020;border-radius:8px;padding:.75rem
  1rem;margin:0 0 1rem;color:#b00020} .summary p{margin:0}
  button,.button{display:block;width:100%;font:inherit;font-weight:700;padding:.8rem
  1rem;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none;margin-top:1.25rem}
  .primary{background:#0b4f8a;color:#fff;border:2px solid #0b4f8a}
  .primary:hover{background:#083a66} .secondary{background:#fff;color:#1a1a1a;border:2px solid
  #6b6b6b;margin-top:.75rem} .decline{background:#fff;color:#b00020;border:2px solid
  #b00020;margin-top:.75rem} .paypal{background:#ffc439;color:#111;border:2px solid #c99400}
  :focus-visible{outline:3px solid #1a1a1a;outline-offset:3px;box-shadow:0 0 0 6px #ffe8a3}
  .note{font-size:.9rem;color:#4a4a4a;margin:1rem 0 0} @media
  (min-width:48rem){main{margin-top:3rem}.panel{padding:2rem}} @media
  (max-width:18rem){*{overflow-wrap:anywhere} main{margin:12px auto;padding:0 8px}
  .panel{padding:16px} dl,.row{grid-template-columns:minmax(0,1fr)} dd{text-align:left}}
`;

/** Every value a page shows is escaped by `html`: the shop's reference and the shopper's input alike. */
function layout(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} — Acquirer di prova</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <div class="banner" role="note">${TEST_BANNER}</div>
        <main>
          <div class="panel">
            <p class="brand">Acquirer di prova · pagamento sicuro</p>
            ${content}
          </div>
        </main>
      </body>
    </html>`.toString();
}

function summary(row: Row): SafeHtml {
  const merchant = row.merchantName
    ? html`<dt>Esercente</dt>
        <dd>${row.merchantName}</dd>`
    : html``;
  return html`<dl>
    ${merchant}
    <dt>Causale</dt>
    <dd>${row.merchantReference}</dd>
    <dt>Importo</dt>
    <dd class="amount">${formatEuro(row.amountCents)}</dd>
  </dl>`;
}

const cancelForm = (row: Row, label: string) =>
  html`<form method="post" action="/pay/checkout/${row.paymentId}/cancel">
    <button type="submit" class="secondary">${label}</button>
  </form>`;

interface FieldSpec {
  name: CardField;
  label: string;
  value: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  maxlength: number;
}

/**
 * A refused submit reloads the page, which would leave the focus at its top: the first wrong
 * field takes it (`autofocus`, as no script runs here), its error read with its label.
 */
function field(spec: FieldSpec, error: string | undefined, firstWrong = false): SafeHtml {
  const id = `f-${spec.name}`;
  const described = error
    ? html` aria-invalid="true"
      aria-describedby="${id}-error"${firstWrong ? html` autofocus` : html``}`
    : html``;
  const inputmode = spec.inputmode ? html` inputmode="${spec.inputmode}"` : html``;
  const placeholder = spec.placeholder ? html` placeholder="${spec.placeholder}"` : html``;
  return html`<label for="${id}">${spec.label}</label>
    <input
      type="text"
      id="${id}"
      name="${spec.name}"
      value="${spec.value}"
      autocomplete="${spec.autocomplete}"
      ${inputmode}${placeholder}
      maxlength="${spec.maxlength}"
      required${described}
    />
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : html``}`;
}

/** The card form's fields, top to bottom. */
const CARD_FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

export interface CardPageState {
  offerKeep: boolean;
  errors?: Partial<Record<CardField, string>>;
  /** What the shopper typed, given back without number and CVC. */
  form?: Pick<CardForm, 'expiry' | 'holder' | 'remember'>;
}

export function cardPage(row: Row, state: CardPageState): string {
  const errors = state.errors ?? {};
  const form = state.form ?? { expiry: '', holder: '', remember: false };
  const errorCount = Object.keys(errors).length;
  const firstWrong = CARD_FIELD_ORDER.find((name) => errors[name] !== undefined);
  const fields = {
    number: field(
      {
        name: 'number',
        label: 'Numero della carta',
        value: '',
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        placeholder: '1234 1234 1234 1234',
        maxlength: 23,
      },
      errors.number,
      firstWrong === 'number',
    ),
    expiry: field(
      {
        name: 'expiry',
        label: 'Scadenza (MM/AA)',
        value: form.expiry,
        autocomplete: 'cc-exp',
        inputmode: 'numeric',
        placeholder: 'MM/AA',
        maxlength: 7,
      },
      errors.expiry,
      firstWrong === 'expiry',
    ),
    cvc: field(
      {
        name: 'cvc',
        label: 'Codice di sicurezza (CVC)',
        value: '',
        autocomplete: 'cc-csc',
        inputmode: 'numeric',
        maxlength: 4,
      },
      errors.cvc,
      firstWrong === 'cvc',
    ),
    holder: field(
      {
        name: 'holder',
        label: 'Titolare della carta',
        value: form.holder,
        autocomplete: 'cc-name',
        maxlength: 100,
      },
      errors.holder,
      firstWrong === 'holder',
    ),
  };
  const keep = state.offerKeep
    ? html`<label class="check"
        ><input
          type="checkbox"
          name="remember"
          value="1"
          ${form.remember ? html` checked` : html``}
        />
        Ricorda questa carta per i prossimi acquisti</label
      >`
    : html``;
  const errorSummary = errorCount
    ? html`<div class="summary" role="alert">
        <p>
          ${byCount(errorCount, 'Correggi il campo indicato', `Correggi i ${errorCount} campi indicati`)}
          e riprova.
        </p>
      </div>`
    : html``;
  return layout(
    errorCount ? 'Errore nei dati della carta' : 'Paga con carta',
    html`<h1>Paga con carta</h1>
      ${summary(row)} ${errorSummary}
      <form method="post" action="/pay/checkout/${row.paymentId}" novalidate>
        ${fields.number}
        <div class="row">
          <div>${fields.expiry}</div>
          <div>${fields.cvc}</div>
        </div>
        ${fields.holder} ${keep}
        <button type="submit" class="primary">Paga ${formatEuro(row.amountCents)}</button>
      </form>
      ${cancelForm(row, 'Annulla e torna al negozio')}
      <p class="note">
        L'importo viene solo autorizzato: l'addebito avviene alla consegna, per il peso effettivo
        della spesa.
      </p>`,
  );
}

export function paypalPage(row: Row): string {
  return layout(
    'Approva il pagamento con PayPal',
    html`<h1>Approva il pagamento con PayPal</h1>
      ${summary(row)}
      <p>
        Accedi al tuo conto PayPal di prova e approva il pagamento: l'importo viene autorizzato e
        addebitato alla consegna.
      </p>
      <form method="post" action="/pay/paypal/${row.paymentId}">
        <button type="submit" class="paypal">Accedi e approva il pagamento</button>
      </form>
      ${cancelForm(row, 'Annulla')}`,
  );
}

export function challengePage(row: Row): string {
  const card = row.cardLast4 ? ` la carta che termina con ${row.cardLast4}` : ' la carta';
  return layout(
    'Verifica 3-D Secure',
    html`<h1>Verifica 3-D Secure</h1>
      ${summary(row)}
      <p>
        La tua banca chiede di confermare il pagamento con${card}. In un ambiente reale qui
        inseriresti il codice ricevuto o confermeresti dall'app della banca.
      </p>
      <form method="post" action="/pay/challenge/${row.paymentId}">
        <button type="submit" name="answer" value="confirm" class="primary">Conferma</button>
        <button type="submit" name="answer" value="reject" class="decline">Non confermare</button>
      </form>`,
  );
}

/** A payment that is no longer waiting for the shopper: the page only leads back to the shop. */
export function settledPage(row: Row, returnUrl: string): string {
  return layout(
    'Pagamento già elaborato',
    html`<h1>Pagamento già elaborato</h1>
      ${summary(row)}
      <p>Questo pagamento non è più in attesa: il negozio ne conosce già l'esito.</p>
      <a class="button primary" href="${returnUrl}">Torna al negozio</a>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Pagamento non trovato',
    html`<h1>Pagamento non trovato</h1>
      <p>
        Il collegamento non corrisponde a nessun pagamento. Torna al negozio e riprova dal carrello.
      </p>`,
  );
}
