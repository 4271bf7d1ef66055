#!/usr/bin/env node
// `npm run bench`: prints figures and ratios against the budgets of DESIGN.md. Never a test.
// `npm run bench -- ui`, `-- api`, `-- orders` or `-- shop` runs one part; `-- api --scale large`
// runs the API part on the large catalog (10,000 hotels).
import { benchApi } from './api.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchOrders } from './orders.mjs';
import { benchUiSizes } from './ui-size.mjs';

const only = process.argv[2];
if (!only || only === 'ui') await benchUiSizes();
if (!only || only === 'api') await benchApi(process.argv.slice(3));
if (!only || only === 'orders') await benchOrders();
if (!only || only === 'shop') await benchLighthouse();
