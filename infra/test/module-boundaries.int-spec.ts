import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface LintResult {
  messages: Array<{ ruleId: string | null; message: string }>;
}

/** Lints a would-be source file at a path inside the workspace (through stdin, nothing is written): the messages of one rule. */
async function lintAs(relativePath: string, code: string, rule = '@nx/enforce-module-boundaries'): Promise<string[]> {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'eslint'),
    ['--stdin', '--stdin-filename', relativePath, '--format', 'json'],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('module boundaries (Nx tags, enforced by lint)', () => {
  beforeAll(() => {
    // The rule reads the cached project graph; without it the rule would skip silently.
    execFileSync(join(root, 'node_modules', '.bin', 'nx'), ['show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
  }, 60_000);

  it('refuses a service importing another deployable', async () => {
    const problems = await lintAs(
      'services/catalog/src/probe.ts',
      "import { createGateway } from '@shop/gateway';\nexport const probe = createGateway;\n",
    );
    expect(problems).toEqual([expect.stringContaining('"type:service" can only depend on libs tagged with "type:lib"')]);
  });

  it('refuses a build tool importing a service', async () => {
    const problems = await lintAs(
      'tools/sample-art/src/probe.ts',
      "import { AppModule } from '@shop/catalog-service';\nexport const probe = AppModule;\n",
    );
    expect(problems).toEqual([expect.stringContaining('"type:tool" can only depend on libs tagged with "type:lib"')]);
  });

  it('refuses reaching into another project by relative path', async () => {
    const problems = await lintAs(
      'gateway/src/probe.ts',
      "import { CategoriesService } from '../../services/catalog/src/category/categories.service';\nexport const probe = CategoriesService;\n",
    );
    expect(problems).toEqual([expect.stringContaining('relative or absolute path')]);
  });

  it('refuses the frontend importing a server library', async () => {
    const problems = await lintAs(
      'frontend/src/probe.ts',
      "import { RequestClient } from '@shop/messaging';\nexport const probe = RequestClient;\n",
    );
    expect(problems).toEqual([expect.stringContaining('scope:shared')]);
  });

  it('lets a service use the libraries', async () => {
    const problems = await lintAs(
      'services/catalog/src/probe.ts',
      "import { ListCategories } from '@shop/contracts';\nimport { RequestClient } from '@shop/messaging';\nexport const probe = [ListCategories, RequestClient];\n",
    );
    expect(problems).toEqual([]);
  });
});

describe("the SPA's layers (spa/layers and the contracts' import rule, enforced by lint)", () => {
  it('refuses a feature importing another feature, statically or lazily', async () => {
    const problems = await lintAs(
      'frontend/src/features/cart/probe.ts',
      "import { WishlistPage } from '../wishlist/pages/wishlist-page';\nexport const probe = [WishlistPage, () => import('../catalog/components/product-card')];\n",
      'spa/layers',
    );
    expect(problems).toEqual([
      expect.stringContaining('features/cart may not import features/wishlist'),
      expect.stringContaining('features/cart may not import features/catalog'),
    ]);
  });

  it('refuses a shared layer importing a feature, and a feature importing the app beyond its hooks and store', async () => {
    await expect(lintAs('frontend/src/lib/probe.ts', "export { useWishlist } from '../features/wishlist/hooks/use-wishlist';\n", 'spa/layers')).resolves.toEqual([
      expect.stringContaining('lib/ is shared by the features and may not import features/wishlist'),
    ]);
    await expect(lintAs('frontend/src/features/cart/probe.ts', "export { router } from '../../app/router';\n", 'spa/layers')).resolves.toEqual([
      expect.stringContaining('may import only app/hooks and app/store'),
    ]);
    await expect(lintAs('frontend/src/features/cart/probe.ts', "export { useAppDispatch } from '../../app/hooks';\n", 'spa/layers')).resolves.toEqual([]);
  });

  it('lets the SPA take only types from the contracts, and the price constants', async () => {
    const rule = '@typescript-eslint/no-restricted-imports';
    await expect(lintAs('frontend/src/lib/probe.ts', "import { apiProductSchema } from '@shop/contracts';\nexport const probe = apiProductSchema;\n", rule)).resolves.toEqual([
      expect.stringContaining('only types'),
    ]);
    await expect(lintAs('frontend/src/lib/probe.ts', "import { paiseSchema } from '@shop/contracts/src/money/money';\nexport const probe = paiseSchema;\n", rule)).resolves.toEqual([
      expect.stringContaining('only types'),
    ]);
    await expect(
      lintAs(
        'frontend/src/lib/probe.ts',
        "import type { ApiProduct } from '@shop/contracts';\nimport { GST_PERCENT } from '@shop/contracts/src/money/price-rule-constants';\nexport const probe: Partial<ApiProduct> & { gst: number } = { gst: GST_PERCENT };\n",
        rule,
      ),
    ).resolves.toEqual([]);
  });
});
