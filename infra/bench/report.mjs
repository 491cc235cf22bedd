// The table `npm run bench` prints.

const cell = (value) => (value === null || value === undefined ? '–' : String(value));

function table(headings, rows) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values) => values.map((value, column) => cell(value).padStart(widths[column])).join('  ');
  return [line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatTable(report) {
  const { baseline, paths, settings, machine } = report;
  const mode = settings.rate ? `fixed rate ${settings.rate} req/s` : `full speed, ${settings.connections} connections (${settings.client ?? 'autocannon'}; half rates by autocannon)`;
  const rows = [['baseline (Fastify)', baseline.rps, baseline.p50, baseline.p95, baseline.p99, baseline.errors, '1.000', '', '']];
  for (const [name, figures] of Object.entries(paths)) {
    const half = figures.halfRate;
    rows.push([name, figures.rps, figures.p50, figures.p95, figures.p99, figures.errors, figures.ratio >= 0.001 ? figures.ratio.toFixed(3) : figures.ratio.toPrecision(2), half ? `${half.rate}/s` : '', half?.p99]);
  }
  const lines = [
    '',
    `${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node} · ${settings.seconds} s per path, ${mode}`,
    '',
    table(['path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'ratio', 'half rate', 'p99 ms at half'], rows),
  ];
  const sustained = paths.placeOrder?.sustained;
  if (sustained) {
    lines.push(
      '',
      `Orders at ${sustained.rate}/s: ${sustained.rps} answered/s, ${sustained.errors} errors, ` +
        `${sustained.stored} stored, ${sustained.emailed} emailed; commit → email p50 ${sustained.commitToEmailP50} s, ` +
        `p95 ${sustained.commitToEmailP95} s, max ${sustained.commitToEmailMax} s`,
      `All orders of the run: ${report.orders.stored} stored, ${report.orders.missingEmails} without an email, ` +
        `${report.orders.duplicateEmails} duplicate emails`,
    );
  }
  if (report.backOffice) lines.push('', ...backOfficeLines(report));
  if (report.backOfficeCatalogue) lines.push('', ...backOfficeCatalogueLines(report));
  if (paths.productReviews && paths.productById) lines.push('', ...reviewLines(report));
  if (report.catalogue) lines.push('', ...catalogueLines(report));
  return lines.join('\n');
}

/** The catalogue's budgets (issue 16), each with its figure and whether it is met. */
const KB = 1024;
/**
 * GET /api/products on the 8 sample products before issue 16: about 3,400 req/s on 2 cores (the
 * issue's budget), ratio 0.069-0.072 to the baseline (docs/performance.md).
 */
const COLLECTION_RPS_BUDGET = 3400;
const COLLECTION_RATIO_BEFORE = '0.069-0.072';
function catalogueLines({ catalogue, paths, firstSearches }) {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const lines = [`Catalogue: ${catalogue.products} products`];
  const collection = paths.collection;
  if (collection) {
    // The ratio is printed beside the budget: the machine's speed moves between runs, and the
    // baseline (one process on one core) moves most, so the ratio alone is no steadier.
    lines.push(
      `  collection pages: ${collection.rps} req/s at full speed (budget: ≥ ${COLLECTION_RPS_BUDGET}, the 8-product list before: ` +
        `${met(collection.rps >= COLLECTION_RPS_BUDGET)}), ratio ${collection.ratio.toFixed(3)} (before: ${COLLECTION_RATIO_BEFORE}); ` +
        `p95 ${collection.halfRate?.p95} ms at half rate (budget < 20: ${met(collection.halfRate?.p95 < 20)})`,
    );
  }
  const search = paths.search;
  if (search) lines.push(`  search: ${search.rps} req/s; p95 ${search.halfRate?.p95} ms at half rate (budget < 30: ${met(search.halfRate?.p95 < 30)})`);
  if (firstSearches) {
    lines.push(`  each search the first time it is asked (${firstSearches.searches}, one at a time): p50 ${firstSearches.p50} ms, p95 ${firstSearches.p95} ms, max ${firstSearches.max} ms`);
  }
  const largest = Math.max(...Object.values(catalogue.largestAnswers));
  lines.push(
    `  largest answer of a browse call: ${(largest / KB).toFixed(1)} KB (budget < 64 KB: ${met(largest < 64 * KB)}); ` +
      Object.entries(catalogue.largestAnswers).map(([name, bytes]) => `${name} ${(bytes / KB).toFixed(1)}`).join(', '),
  );
  for (const memory of catalogue.catalogMemory) {
    lines.push(
      `  catalog memory: ${memory.resident} MiB resident (budget < 300 MiB: ${met(memory.resident < 300)}); ` +
        `heap ${memory.heapUsed} of ${memory.heapTotal} MiB, ${memory.external} MiB outside the heap`,
    );
  }
  return lines;
}

/** The back office's budgets (issue 17), each with its figure and whether it is met. */
function backOfficeLines({ backOffice, paths }) {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const { export: exported, actionToEmail } = backOffice;
  const lines = [`Back office: ${backOffice.orders} orders`];
  const list = paths.adminOrders;
  if (list) lines.push(`  order list, every filter and search: ${list.rps} req/s; p95 ${list.halfRate?.p95} ms at half rate (budget < 100: ${met(list.halfRate?.p95 < 100)})`);
  lines.push(`  CSV export of every order: ${exported.rows} rows, ${exported.megabytes} MB in ${exported.seconds} s (budget < 30 s: ${met(exported.seconds < 30)})`);
  for (const [name, memory] of Object.entries(exported.memory)) {
    lines.push(`  ${name} memory while exporting: peak ${memory.peak} MiB resident, ${memory.before} before (budget < 200 MiB: ${met(memory.peak < 200)})`);
  }
  lines.push(
    `  staff action → shopper's email: p50 ${actionToEmail.p50} s, p95 ${actionToEmail.p95} s, max ${actionToEmail.max} s over ${actionToEmail.actions} confirmations ` +
      `(budget p95 < 5 s: ${met(actionToEmail.p95 !== null && actionToEmail.p95 < 5)}); ${actionToEmail.emailed} emailed, ${actionToEmail.duplicateEmails} duplicates`,
  );
  return lines;
}

/** The catalogue back office's budgets (issue 18), each with its figure and whether it is met. */
function backOfficeCatalogueLines({ backOfficeCatalogue, paths, catalogue }) {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const { upload, import: csv } = backOfficeCatalogue;
  const lines = ['Back office, catalogue:'];
  const list = paths.adminCatalogue;
  if (list) lines.push(`  product list at ${catalogue.products} products: ${list.rps} req/s; p95 ${list.halfRate?.p95} ms at half rate (budget < 100: ${met(list.halfRate?.p95 < 100)})`);
  lines.push(
    `  ${upload.megabytes} MB image upload: answered in ${upload.answeredMs} ms; its ${upload.sizes} sizes ready ${upload.readySeconds} s after it was sent (budget < 30 s: ${met(upload.readySeconds < 30)})`,
    `  products CSV export: ${csv.exportedProducts} products in ${csv.exportSeconds} s`,
    `  products CSV import of ${csv.rows} rows (${csv.megabytes} MB): dry run ${csv.dryRun.seconds} s, real ${csv.real.seconds} s ` +
      `(budget < 60 s: ${met(csv.real.seconds < 60 && csv.dryRun.seconds < 60)}); ${csv.real.created} created, ${csv.real.updated} updated, ` +
      `${csv.real.unchanged} unchanged, ${csv.real.refused} refused`,
  );
  return lines;
}

/** The reviews' budget (issue 19): a product's reviews at least as fast as the product itself. */
function reviewLines({ paths }) {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const { productReviews: reviews, productById: product } = paths;
  return [
    'Reviews:',
    `  a product's reviews: ${reviews.rps} req/s, p95 ${reviews.halfRate?.p95} ms at half rate; the product itself: ${product.rps} req/s, ` +
      `p95 ${product.halfRate?.p95} ms (budget: at least as fast: ${met(reviews.rps >= product.rps)})`,
  ];
}
