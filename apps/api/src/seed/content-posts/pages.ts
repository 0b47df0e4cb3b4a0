import { accessibilityStatementHtml } from './accessibility-statement';
import type { BrandFacts } from './brand-facts';

export interface PageSeed {
  slug: string;
  title: string;
  seoDescription: string;
  html: string;
}

/**
 * The brand's service and legal pages, in the order the footer lists them.
 * Facts match the rest of the demo shop: the delivery zones and fees of the
 * delivery seed, the pre-authorisation of docs/rules/checkout-and-payment.md (loose goods + 20%).
 */
export function pagesFor(b: BrandFacts): PageSeed[] {
  return [
    {
      slug: 'consegna-a-casa',
      title: 'Consegna a casa',
      seoDescription: `Dove consegna ${b.name}, quanto costa la consegna a domicilio e come scegliere la fascia oraria.`,
      html: `
<p>Con ${b.name} la spesa arriva a casa tua nella fascia oraria che scegli, dal lunedì al sabato. I nostri autisti portano le borse fino alla porta di casa, anche ai piani alti.</p>
<h2>Dove consegniamo</h2>
<p>Consegniamo in Emilia-Romagna, nelle città servite dai nostri magazzini di Bologna, Modena e Rimini e nei comuni della prima cintura:</p>
<ul>
  <li><strong>Bologna</strong> e prima cintura (Casalecchio di Reno, San Lazzaro di Savena, Castel Maggiore, Zola Predosa)</li>
  <li><strong>Imola</strong> e <strong>Ferrara</strong></li>
  <li><strong>Modena</strong>, <strong>Reggio Emilia</strong> e <strong>Parma</strong></li>
  <li><strong>Rimini</strong></li>
</ul>
<p>Per sapere se il tuo indirizzo è servito, inseriscilo nella scelta dell’indirizzo in alto: te lo diciamo subito. Se non lo serviamo ancora, puoi ritirare la spesa in uno dei nostri negozi o in un locker.</p>
<h2>Quanto costa</h2>
<table>
  <caption>Costo della consegna a domicilio per fascia oraria</caption>
  <thead><tr><th scope="col">Fascia oraria</th><th scope="col">Orario</th><th scope="col">Costo</th></tr></thead>
  <tbody>
    <tr><td>Mattina e fine mattina</td><td>9:00 – 13:00</td><td>4,90 €</td></tr>
    <tr><td>Pomeriggio</td><td>14:00 – 20:00</td><td>4,90 €</td></tr>
    <tr><td>Sera</td><td>20:00 – 22:00</td><td>6,90 €</td></tr>
  </tbody>
</table>
<p>Il ritiro in negozio e al locker è sempre gratuito.</p>
<h2>Fino a quando puoi ordinare</h2>
<p>Puoi prenotare una fascia oraria fino a due ore prima del suo inizio. La fascia resta tua per il tempo necessario a completare l’ordine; fino alla chiusura della preparazione puoi ancora modificare l’ordine dalla sezione <a href="/profile/orders">I miei ordini</a>.</p>
<h2>Al momento della consegna</h2>
<p>Controlla la spesa insieme all’autista: se un prodotto è danneggiato o manca, segnalalo subito e non ti verrà addebitato. I surgelati viaggiano in borse termiche separate e i freschi a temperatura controllata.</p>`,
    },
    {
      slug: 'sfuso-e-preautorizzazione',
      title: 'Prodotti sfusi e preautorizzazione della carta',
      seoDescription: `Come ${b.name} pesa frutta, verdura e banco e perché sulla carta viene bloccato un importo un po’ più alto del totale.`,
      html: `
<p>Frutta, verdura, salumi, formaggi al taglio, carne e pesce del banco si vendono <strong>sfusi</strong>: il prezzo indicato è al chilo e l’importo finale dipende dal peso reale di ciò che prepariamo per te.</p>
<h2>Come pesiamo</h2>
<ul>
  <li>Scegli la quantità in grammi o in etti: ti mostriamo il prezzo stimato in base al peso che hai chiesto.</li>
  <li>In magazzino i nostri addetti pesano ogni prodotto su bilance tarate e certificate e si avvicinano il più possibile al peso richiesto.</li>
  <li>Per i prodotti venduti a pezzo ma pesati (un melone, un trancio di parmigiano) il peso può discostarsi di più: lo vedi nello scontrino.</li>
</ul>
<p>Nello scontrino di consegna trovi, per ogni prodotto sfuso, il peso reale e il prezzo pagato.</p>
<h2>La preautorizzazione della carta</h2>
<p>Quando paghi online con la carta, al momento dell’ordine non addebitiamo nulla: chiediamo alla tua banca di <strong>riservare</strong> (preautorizzare) un importo. L’addebito vero avviene alla consegna, sull’importo effettivo della spesa.</p>
<p>L’importo riservato comprende il valore dei prodotti confezionati e il valore dei prodotti sfusi <strong>aumentato del 20%</strong>, per coprire le piccole differenze di peso. Per esempio, con 30,00 € di confezionati e 10,00 € di sfusi riserviamo 42,00 €.</p>
<p>La differenza tra importo riservato e importo addebitato torna disponibile sulla carta: di solito subito, ma alcune banche impiegano fino a 7 giorni lavorativi. Se l’ordine viene annullato la preautorizzazione viene revocata per intero.</p>`,
    },
    {
      slug: 'ritiro-in-negozio',
      title: 'Ritiro in negozio',
      seoDescription: `Ordina online e ritira la spesa in un negozio ${b.name}: gratis, nella fascia oraria che scegli.`,
      html: `
<p>Ordina online e passa a ritirare la spesa già pronta in uno dei nostri negozi, senza costi aggiuntivi.</p>
<ol>
  <li>Scegli <strong>Ritiro in negozio</strong> e il punto vendita più comodo.</li>
  <li>Scegli la fascia oraria: puoi prenotarla fino a due ore prima.</li>
  <li>Al negozio vai al banco <em>Spesa online</em> e mostra il numero d’ordine: ti consegniamo le borse.</li>
</ol>
<p>Se non riesci a passare nella fascia scelta, avvisaci al numero ${b.phone}: teniamo la spesa fino alla chiusura del negozio.</p>`,
    },
    {
      slug: 'ritiro-al-locker',
      title: 'Ritiro al locker',
      seoDescription: `I locker refrigerati ${b.name}: ritira la spesa quando vuoi, anche la sera.`,
      html: `
<p>I nostri locker sono armadietti refrigerati a tre temperature (ambiente, frigo e surgelati) accanto ai negozi e nei parcheggi convenzionati.</p>
<ul>
  <li>Il ritiro è gratuito e disponibile tutti i giorni fino alle 23:00.</li>
  <li>Quando la spesa è pronta ti inviamo per e-mail il codice di apertura.</li>
  <li>La spesa resta nel locker fino alla fine della fascia scelta; dopo la riportiamo in negozio.</li>
</ul>`,
    },
    {
      slug: 'resi-e-rimborsi',
      title: 'Resi e rimborsi',
      seoDescription: `Come restituire un prodotto acquistato su ${b.name} e in quanto tempo ricevi il rimborso.`,
      html: `
<h2>Alla consegna</h2>
<p>Se un prodotto arriva danneggiato, scaduto o diverso da quello ordinato, rifiutalo all’autista: non ti sarà addebitato.</p>
<h2>Dopo la consegna</h2>
<p>Hai 14 giorni dalla consegna per restituire i prodotti confezionati integri, come prevede il Codice del consumo. Sono esclusi, per la loro natura, i prodotti freschi e deperibili, quelli sigillati aperti dopo la consegna per motivi igienici e i prodotti tagliati o preparati su tua richiesta.</p>
<p>Per un prodotto difettoso o non conforme scrivici dal <a href="/servizio-clienti">modulo del servizio clienti</a> indicando il numero d’ordine e, se puoi, una foto: ti proponiamo il rimborso o la sostituzione.</p>
<h2>Tempi del rimborso</h2>
<p>Rimborsiamo con lo stesso metodo di pagamento entro 14 giorni dalla nostra conferma. Sulle carte l’accredito compare di solito in 3–5 giorni lavorativi.</p>`,
    },
    {
      slug: 'allergeni',
      title: 'Informazioni sugli allergeni',
      seoDescription: `Dove trovare gli allergeni dei prodotti ${b.name} e come trattiamo i prodotti del banco.`,
      html: `
<p>Per ogni prodotto confezionato riportiamo ingredienti e allergeni come indicati dal produttore in etichetta, secondo il Regolamento (UE) n. 1169/2011. Gli allergeni sono evidenziati nella scheda prodotto.</p>
<h2>I 14 allergeni</h2>
<p>Cereali contenenti glutine, crostacei, uova, pesce, arachidi, soia, latte, frutta a guscio, sedano, senape, semi di sesamo, anidride solforosa e solfiti, lupini, molluschi.</p>
<h2>Prodotti del banco e preparati in negozio</h2>
<p>I prodotti affettati, porzionati o preparati nei nostri reparti possono venire a contatto con altri alimenti: per questi indichiamo le possibili tracce. Se hai un’allergia grave chiedi informazioni al servizio clienti prima di ordinare.</p>
<p><strong>Attenzione:</strong> i produttori possono cambiare le ricette. Fa sempre fede l’etichetta del prodotto che ricevi.</p>`,
    },
    {
      slug: 'carte-regalo',
      title: 'Carte regalo e buoni sconto',
      seoDescription: `Come usare carte regalo e codici sconto ${b.name} nel carrello.`,
      html: `
<p>Le carte regalo ${b.name} si possono usare per la spesa online e in negozio. Inserisci il codice nel carrello, alla voce <em>Codice sconto o carta regalo</em>: l’importo viene scalato dal totale.</p>
<ul>
  <li>Una carta regalo vale 12 mesi dall’acquisto.</li>
  <li>Se la spesa costa meno del valore della carta, il resto rimane disponibile per il prossimo ordine.</li>
  <li>I buoni sconto hanno condizioni proprie (importo minimo, scadenza) indicate sul buono.</li>
</ul>`,
    },
    {
      slug: 'chi-siamo',
      title: 'Chi siamo',
      seoDescription: `${b.name}: la spesa online di ${b.company}, in Emilia-Romagna.`,
      html: `
<p>${b.name} è l’insegna di ${b.company}, con sede in ${b.seat}. Dal 1987 portiamo nei nostri negozi i prodotti del territorio, e dal 2016 li portiamo anche a casa di chi fa la spesa online.</p>
<p>Lavoriamo con oltre 300 produttori dell’Emilia-Romagna: frutta e verdura di stagione, Parmigiano Reggiano, salumi, pasta fresca. I nostri magazzini di Bologna, Modena e Rimini preparano ogni giorno migliaia di ordini.</p>`,
    },
    {
      slug: 'lavora-con-noi',
      title: 'Lavora con noi',
      seoDescription: `Le posizioni aperte in ${b.company}: negozi, magazzini e consegne.`,
      html: `
<p>Cerchiamo persone che amano il cibo buono e il lavoro di squadra: addetti ai reparti, preparatori della spesa online, autisti e personale di sede.</p>
<p>Invia il tuo curriculum scrivendo dal <a href="/servizio-clienti">modulo del servizio clienti</a>, con argomento <em>Altro</em>, indicando la città e il ruolo che ti interessa.</p>`,
    },
    {
      slug: 'condizioni-di-vendita',
      title: 'Condizioni generali di vendita',
      seoDescription: `Le condizioni di vendita della spesa online ${b.name}: ordini, prezzi, pagamenti, consegna e recesso.`,
      html: `
<h2>1. Chi vende</h2>
<p>Il venditore è ${b.company}, ${b.seat}, P.IVA ${b.vatNumber} (di seguito «${b.name}»). Le presenti condizioni regolano gli acquisti fatti sul sito ${b.site} e sull’app.</p>
<h2>2. Ordini</h2>
<p>L’ordine si conclude quando ricevi l’e-mail di conferma. Fino alla chiusura della preparazione puoi modificarlo o annullarlo dalla sezione I miei ordini.</p>
<h2>3. Prezzi</h2>
<p>I prezzi sono in euro, IVA inclusa. Per i prodotti venduti a peso il prezzo finale dipende dal peso reale (vedi <a href="/page/sfuso-e-preautorizzazione">Prodotti sfusi e preautorizzazione</a>). Le offerte valgono nel periodo indicato e fino a esaurimento scorte.</p>
<h2>4. Disponibilità e sostituzioni</h2>
<p>Se un prodotto non è disponibile al momento della preparazione, e tu hai accettato le sostituzioni, lo sostituiamo con uno simile di prezzo pari o inferiore. Puoi rifiutare la sostituzione alla consegna.</p>
<h2>5. Pagamento</h2>
<p>Puoi pagare online con carta (con preautorizzazione e addebito alla consegna), con PayPal o alla consegna, dove previsto. I buoni pasto sono accettati nei limiti di legge.</p>
<h2>6. Consegna e ritiro</h2>
<p>Consegniamo nelle zone e con i costi indicati nella pagina <a href="/page/consegna-a-casa">Consegna a casa</a>. Il ritiro in negozio e al locker è gratuito.</p>
<h2>7. Diritto di recesso</h2>
<p>Hai 14 giorni dalla consegna per recedere dall’acquisto dei prodotti che lo consentono, come spiegato nella pagina <a href="/page/resi-e-rimborsi">Resi e rimborsi</a>.</p>
<h2>8. Garanzia legale</h2>
<p>Tutti i prodotti sono coperti dalla garanzia legale di conformità prevista dal Codice del consumo (D.Lgs. 206/2005).</p>
<h2>9. Reclami e controversie</h2>
<p>Per ogni reclamo scrivi al servizio clienti (${b.email}). Puoi anche ricorrere alla piattaforma europea per la risoluzione delle controversie online. La legge applicabile è quella italiana.</p>`,
    },
    {
      slug: 'privacy',
      title: 'Informativa sulla privacy',
      seoDescription: `Come ${b.company} tratta i dati personali di chi fa la spesa online, ai sensi del GDPR.`,
      html: `
<p>Questa informativa spiega come ${b.company} tratta i tuoi dati personali quando usi il sito ${b.site} e l’app, ai sensi del Regolamento (UE) 2016/679 (GDPR).</p>
<h2>Titolare del trattamento</h2>
<p>${b.company}, ${b.seat}. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo <a href="mailto:${b.privacyEmail}">${b.privacyEmail}</a>.</p>
<h2>Quali dati trattiamo e perché</h2>
<ul>
  <li><strong>Dati dell’account e degli ordini</strong> (nome, contatti, indirizzi, acquisti): per gestire il contratto di vendita e la consegna. Base giuridica: esecuzione del contratto.</li>
  <li><strong>Dati di pagamento</strong>: li tratta il gestore dei pagamenti; noi conserviamo solo l’esito e, se lo chiedi, un riferimento della carta.</li>
  <li><strong>Dati per la fatturazione</strong>: per gli obblighi fiscali. Base giuridica: obbligo di legge.</li>
  <li><strong>Newsletter e offerte personalizzate</strong>: solo con il tuo consenso, che puoi revocare in ogni momento dal profilo.</li>
</ul>
<h2>Per quanto tempo</h2>
<p>Conserviamo i dati degli ordini per 10 anni, come richiesto dalla normativa fiscale; i dati usati per il marketing fino alla revoca del consenso o per 24 mesi dall’ultimo acquisto.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere l’accesso, la rettifica, la cancellazione, la limitazione e la portabilità dei dati e opporti al trattamento scrivendo a ${b.privacyEmail}. Puoi anche proporre reclamo al Garante per la protezione dei dati personali.</p>`,
    },
    {
      slug: 'cookie-policy',
      title: 'Cookie policy',
      seoDescription: `Quali cookie usa ${b.name}, a cosa servono e come cambiare le tue preferenze.`,
      html: `
<p>Questo sito usa cookie e strumenti simili. Seguiamo le Linee guida del Garante per la protezione dei dati personali del 10 giugno 2021: i cookie non tecnici sono installati solo con il tuo consenso.</p>
<h2>Cookie tecnici</h2>
<p>Servono a far funzionare il negozio: la sessione, il carrello, la scelta dell’indirizzo e le tue preferenze sui cookie. Non richiedono il consenso e non si possono disattivare.</p>
<h2>Cookie analitici</h2>
<p>Ci aiutano a capire come viene usato il sito (pagine viste, prodotti aggiunti al carrello, acquisti) in forma aggregata. Li attiviamo solo se scegli <em>Accetta tutti</em> o abiliti la categoria <em>Statistiche</em>.</p>
<h2>Cookie di profilazione</h2>
<p>Servono a mostrarti offerte in linea con i tuoi interessi, anche su altri siti. Sono disattivati finché non li abiliti.</p>
<h2>Come cambiare idea</h2>
<p>Puoi modificare le tue scelte in ogni momento dal link <strong>Preferenze cookie</strong> in fondo a ogni pagina. Ti chiediamo di nuovo il consenso dopo 6 mesi.</p>`,
    },
    {
      slug: 'accessibilita',
      title: 'Dichiarazione di accessibilità',
      seoDescription: `Quanto il negozio online di ${b.name} è accessibile, cosa non lo è ancora e come segnalarlo, secondo il modello dell’AgID.`,
      html: accessibilityStatementHtml(b),
    },
  ];
}
