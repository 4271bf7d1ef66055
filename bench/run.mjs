#!/usr/bin/env node
// `npm run bench`: prints figures and ratios against the budgets of DESIGN.md. Never a test.
import { benchUiSizes } from './ui-size.mjs';

await benchUiSizes();
