import type { BrandFacts } from './brand-facts';

export interface FaqCategorySeed {
  slug: string;
  name: string;
  description: string;
  questions: { slug: string; question: string; answer: string }[];
}

export function faqFor(b: BrandFacts): FaqCategorySeed[] {
  return [
    {
      slug: 'ordini',
      name: 'Ordini',
      description: 'Come fare, modificare e annullare un ordine.',
      questions: [
        {
          slug: 'come-modifico-un-ordine',
          question: 'Posso modificare un ordine già inviato?',
          answer: `<p>Sì, fino alla chiusura della preparazione. Apri <a href="/profile/orders">I miei ordini</a>, scegli l’ordine e tocca <strong>Modifica</strong>: l’ordine torna nel carrello, aggiungi o togli prodotti e confermalo di nuovo.</p>`,
        },
        {
          slug: 'come-annullo-un-ordine',
          question: 'Come annullo un ordine?',
          answer: `<p>Dalla pagina dell’ordine in <a href="/profile/orders">I miei ordini</a>, finché la preparazione non è iniziata. Se hai pagato con carta, la preautorizzazione viene revocata.</p>`,
        },
        {
          slug: 'prodotto-mancante',
          question: 'Cosa succede se un prodotto non è disponibile?',
          answer: `<p>Se hai accettato le sostituzioni lo sostituiamo con un prodotto simile di prezzo uguale o inferiore; altrimenti lo togliamo dall’ordine e non lo paghi.</p>`,
        },
      ],
    },
    {
      slug: 'consegna-e-ritiro',
      name: 'Consegna e ritiro',
      description: 'Zone servite, costi e fasce orarie.',
      questions: [
        {
          slug: 'dove-consegnate',
          question: 'In quali città consegnate?',
          answer: `<p>Bologna e prima cintura, Imola, Ferrara, Modena, Reggio Emilia, Parma e Rimini. Tutti i dettagli nella pagina <a href="/page/consegna-a-casa">Consegna a casa</a>.</p>`,
        },
        {
          slug: 'quanto-costa-la-consegna',
          question: 'Quanto costa la consegna?',
          answer: `<p>4,90 € per le fasce dalle 9:00 alle 20:00 e 6,90 € per la fascia serale dalle 20:00 alle 22:00. Il ritiro in negozio e al locker è gratuito.</p>`,
        },
        {
          slug: 'fino-a-quando-ordino',
          question: 'Fino a quando posso scegliere una fascia oraria?',
          answer: `<p>Fino a due ore prima dell’inizio della fascia per la consegna a casa e il ritiro in negozio, fino a tre ore prima per il locker.</p>`,
        },
      ],
    },
    {
      slug: 'pagamenti',
      name: 'Pagamenti',
      description: 'Carte, preautorizzazione, buoni pasto e fatture.',
      questions: [
        {
          slug: 'perche-importo-bloccato',
          question: 'Perché sulla carta vedo un importo più alto del totale?',
          answer: `<p>È la preautorizzazione: riserviamo il valore dei confezionati più il 20% sui prodotti a peso variabile, e addebitiamo solo l’importo reale alla consegna. <a href="/page/sfuso-e-preautorizzazione">Scopri come funziona</a>.</p>`,
        },
        {
          slug: 'buoni-pasto',
          question: 'Accettate i buoni pasto?',
          answer: `<p>Sì, i buoni pasto elettronici si possono usare alla consegna, fino a 8 buoni per ordine come prevede la legge.</p>`,
        },
        {
          slug: 'fattura',
          question: 'Come ricevo la fattura?',
          answer: `<p>Alla cassa scegli <strong>Desidero la fattura</strong> e salva i dati di fatturazione prima di confermare l’ordine: la fattura elettronica arriva al tuo codice SDI o alla PEC.</p>`,
        },
      ],
    },
    {
      slug: 'account-e-privacy',
      name: 'Account e privacy',
      description: 'Registrazione, password e dati personali.',
      questions: [
        {
          slug: 'password-dimenticata',
          question: 'Ho dimenticato la password: cosa faccio?',
          answer: `<p>Nella finestra di accesso scegli <strong>Password dimenticata?</strong>: ti inviamo per e-mail un link per sceglierne una nuova.</p>`,
        },
        {
          slug: 'cancellare-account',
          question: 'Come cancello il mio account?',
          answer: `<p>Scrivi a <a href="mailto:${b.privacyEmail}">${b.privacyEmail}</a> dall’indirizzo del tuo account: cancelliamo i tuoi dati entro 30 giorni, tranne quelli che la legge ci chiede di conservare.</p>`,
        },
        {
          slug: 'preferenze-cookie',
          question: 'Come cambio le preferenze sui cookie?',
          answer: `<p>Dal link <strong>Preferenze cookie</strong> in fondo a ogni pagina. Trovi i dettagli nella <a href="/page/cookie-policy">cookie policy</a>.</p>`,
        },
      ],
    },
  ];
}
