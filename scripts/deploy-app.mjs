#!/usr/bin/env node
// The earlier name of scripts/deploy.mjs (it deployed pc and mobile): the same command and arguments.
import './deploy.mjs';
