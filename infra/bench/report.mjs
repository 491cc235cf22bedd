// The table `npm run bench` prints.

const cell = (value) => (value === null || value === undefined ? '–' : String(value));

function table(headings, rows) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => cell(row[column]).length)));
  const line = (values) => values.map((value, column) => cell(value).padStart(widths[column])).join('  ');
  return [line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatTable(report) {
  const { baseline, paths, settings, machine } = report;
  const mode = settings.rate ? `fixed rate ${settings.rate} req/s` : `full speed, ${settings.connections} connections`;
  const rows = [['baseline (Fastify)', baseline.rps, baseline.p50, baseline.p95, baseline.p99, baseline.errors, '1.000', '', '']];
  for (const [name, figures] of Object.entries(paths)) {
    const half = figures.halfRate;
    rows.push([name, figures.rps, figures.p50, figures.p95, figures.p99, figures.errors, figures.ratio.toFixed(3), half ? `${half.rate}/s` : '', half?.p99]);
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
  return lines.join('\n');
}
