/**
 * The client build's JavaScript, gzipped (level 9) per load: the landing and auth pages (the
 * entry chunk and its static imports), the first dashboard load (that plus the lazy DashboardApp
 * chunk and its static imports) and the finance charts (chunks holding @mui/x-charts). The chunk
 * graph comes from Vite's manifest (dist/client/.vite/manifest.json); without one, from
 * index.html and the import statements in the chunks. Library code is recognised by names that
 * survive minification: react-admin's Ra* class names and ra.* messages, x-charts' MuiCharts*.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSet {
  files: string[];
  gzipBytes: number;
  hasReactAdmin: boolean;
  hasCharts: boolean;
}

export interface BundleResult {
  source: 'manifest' | 'chunk graph';
  landing: ChunkSet;
  dashboard: ChunkSet;
  charts: ChunkSet;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A chunk graph by output file name (assets/x.js). */
interface Graph {
  entry: string;
  staticImports: (file: string) => string[];
  dynamicImports: (file: string) => string[];
  files: string[];
}

const REACT_ADMIN =
  /\bRa(?:Layout|List|Datagrid|DataTable|Menu|Sidebar|AppBar)\b|ra\.(?:action|navigation|notification|page)\.[a-z_]+/;
const CHARTS = /MuiCharts[A-Za-z]*|MuiLineChart|MuiBarChart|MuiPieChart|MuiGauge/;

function fromManifest(manifest: Record<string, ManifestChunk>): Graph {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const fileOf = (key: string) => manifest[key]?.file;
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && chunk.file.endsWith('.js'),
  );
  if (!entry) throw new Error('The Vite manifest names no JavaScript entry');
  const linked = (file: string, field: 'imports' | 'dynamicImports') =>
    (byFile.get(file)?.[field] ?? []).flatMap((key) => fileOf(key) ?? []);
  return {
    entry: entry.file,
    staticImports: (file) => linked(file, 'imports'),
    dynamicImports: (file) => linked(file, 'dynamicImports'),
    files: [...byFile.keys()].filter((file) => file.endsWith('.js')),
  };
}

/** The graph from the files themselves: index.html's module script and the chunks' imports. */
function fromChunks(clientDir: string, text: (file: string) => string): Graph {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/client/index.html has no module script');
  const sibling = (file: string, name: string) => path.posix.join(path.posix.dirname(file), name);
  const matches = (file: string, pattern: RegExp) =>
    [...text(file).matchAll(pattern)].map((match) => sibling(file, match[1]!));
  return {
    entry,
    staticImports: (file) =>
      matches(file, /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g),
    dynamicImports: (file) => matches(file, /import\(\s*["']\.\/([^"']+\.js)["']\s*\)/g),
    files: [],
  };
}

function reachableFrom(graph: Graph): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    [...graph.staticImports(file), ...graph.dynamicImports(file)].forEach(walk);
  };
  walk(graph.entry);
  return [...seen];
}

export function measureBundle(root: string): BundleResult {
  const clientDir = path.join(root, 'dist/client');
  const cache = new Map<string, string>();
  const text = (file: string) => {
    if (!cache.has(file)) cache.set(file, readFileSync(path.join(clientDir, file), 'utf8'));
    return cache.get(file)!;
  };
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  const hasManifest = existsSync(manifestPath);
  const graph = hasManifest
    ? fromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : fromChunks(clientDir, text);

  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      graph.staticImports(file).forEach(visit);
    };
    starts.forEach(visit);
    return [...seen];
  };
  // Every chunk (the manifest lists them; otherwise every chunk reachable by any import).
  const all = graph.files.length > 0 ? graph.files : reachableFrom(graph);
  const setOf = (files: string[]): ChunkSet => ({
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipSync(text(file), { level: 9 }).length, 0),
    hasReactAdmin: files.some((file) => REACT_ADMIN.test(text(file))),
    hasCharts: files.some((file) => CHARTS.test(text(file))),
  });
  const landing = closure([graph.entry]);
  const dashboardChunk = all.find((file) => /DashboardApp/.test(path.basename(file)));
  if (!dashboardChunk) throw new Error('No DashboardApp chunk in the build');
  const dashboard = closure([graph.entry, dashboardChunk]);
  const charts = all.filter((file) => CHARTS.test(text(file)));
  return {
    source: hasManifest ? 'manifest' : 'chunk graph',
    landing: setOf(landing),
    dashboard: setOf(dashboard),
    charts: setOf(charts),
  };
}
