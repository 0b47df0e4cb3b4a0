// The generated catalogue feeds the benches hand the shop (bench:import, bench:staff-search).
import { execFileSync } from 'node:child_process';

/** An EAN-13 with its check digit, from a 12-digit body. */
function ean13(body) {
  const digits = String(body).padStart(12, '0');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 ? 3 : 1);
  return digits + ((10 - (sum % 10)) % 10);
}

/** A products feed of `lines` lines over 200 shelves and 300 labels; `round` moves every price. */
export function benchProductsFeed(lines, round) {
  const out = [
    'sku;ean;name;brand;private_label;short_description;description;category;selling_type;unit_size;unit;piece_weight_g;price;list_price;vat_rate;tags;status;image',
  ];
  for (let i = 0; i < lines; i++) {
    const shelf = `Reparto ${i % 10} > Corsia ${i % 50} > Scaffale ${i % 200}`;
    const price = `${1 + (i % 20)},${String((i * 7 + round) % 100).padStart(2, '0')}`;
    const loose = i % 25 === 0;
    out.push(
      [
        `BENCH-${String(i).padStart(6, '0')}`,
        loose ? '' : ean13(800_000_000_000 + i),
        `Prodotto di prova ${i} gusto ${['mela', 'pera', 'limone', 'fragola'][i % 4]}`,
        `Marca ${i % 300}`,
        '',
        'Confezione di prova',
        'Una descrizione di prova, abbastanza lunga da somigliare a quelle vere.',
        shelf,
        loose ? 'loose' : 'piece',
        loose ? '' : String(100 + (i % 900)),
        loose ? '' : 'g',
        loose ? '150' : '',
        price,
        '',
        '10',
        i % 7 === 0 ? 'bio' : '',
        'active',
        '',
      ].join(';'),
    );
  }
  return `${out.join('\n')}\n`;
}

/** A new imports key on the server's database, through `npm run api-key -- create`. */
export function apiKeyOn(databaseUrl) {
  const printed = execFileSync(
    'npm',
    ['run', '--silent', 'api-key', '--', 'create', `bench-${process.pid}`],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  return printed.trim().split('\n').at(-1);
}

/** Hands a feed to the shop through the ERP's door and waits until it is applied. */
export async function handFeed(base, token, kind, body) {
  const headers = { authorization: `Bearer ${token}` };
  const posted = await fetch(`${base}/admin/api/imports/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body,
  });
  const { data: first } = await posted.json();
  if (posted.status !== 202) throw new Error(`import refused: ${JSON.stringify(first)}`);
  for (;;) {
    const { data } = await (
      await fetch(`${base}/admin/api/imports/${first.importId}`, { headers })
    ).json();
    if (data.state === 'applied') return data;
    if (data.state !== 'queued' && data.state !== 'running')
      throw new Error(`import ${data.state}: ${JSON.stringify(data.errors?.slice(0, 3))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
