import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { appRoutes, featureManifests } from './routes.tsx';

type Tree = { [key: string]: string | Tree };

const text = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** The route table `app/` assembles from the features' manifests. */
describe('the assembled route table', () => {
  it('has each path once: no two features declare the same page', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('titles every page in both languages', () => {
    const untitled = appRoutes
      .map((route) => route.titleKey)
      .filter((key) => typeof text(en, key) !== 'string' || typeof text(ar, key) !== 'string');
    expect(untitled).toEqual([]);
  });

  it("gives each resource's list, add and edit page the resource's permission", () => {
    for (const page of featureManifests.flatMap((manifest) => manifest.resources ?? [])) {
      const { resource, route } = page.key;
      for (const listed of appRoutes.filter((r) => r.path.startsWith(`${route}/`))) {
        if (listed.path.endsWith('/record')) expect(listed.permission).toBe(`read-${resource.permission}`);
        if (listed.path.endsWith('/:id/edit'))
          expect(listed.permission).toBe(`update-${resource.permission}`);
      }
    }
  });

  const resources = featureManifests.flatMap((manifest) => manifest.resources ?? []);
  for (const page of resources) {
    it(`${page.key.route}: the manifest loads the page config it names`, async () => {
      const { default: config } = await page.load();
      expect(config.resource).toBe(page.key.resource);
      expect(config.route).toBe(page.key.route);
      expect(config.i18nKey).toBe(page.key.i18nKey);
    });
  }
});
