// Renders docs/public/og-image.png, the 1200×630 link-preview card named by og:image.
// It is drawn locally (no remote logo) so the picture never depends on another host.
// Usage: node scripts/og-image.mjs
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/browser.mjs';

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;justify-content:center;
  background:#0f1a2e;color:#fff;font-family:system-ui,sans-serif">
  <div style="font-size:140px;font-weight:800;letter-spacing:-4px">Rstest</div>
  <div style="font-size:52px;margin-top:24px;color:#c9d6ea">The Rspack-based testing framework</div>
  <div style="font-size:32px;margin-top:56px;color:#8fb4ff">rstest.rs</div>
</div></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const file = path.join(import.meta.dirname, '..', 'docs', 'public', 'og-image.png');
await page.screenshot({ path: file });
await browser.close();
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
