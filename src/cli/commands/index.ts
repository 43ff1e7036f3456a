/**
 * The registry of CLI subcommands. Add a command by creating `src/cli/commands/<name>.ts` that
 * exports `command: CliCommand`, and listing it here.
 *
 * @internal
 */
import type { CliCommand } from '../command.js';
import { command as bando } from './bando.js';
import { command as cosmoGaming } from './cosmo-gaming.js';
import { command as d10 } from './d10.js';
import { command as exemplo } from './exemplo.js';
import { command as ficha } from './ficha.js';
import { command as importar } from './importar.js';
import { command as schema } from './schema.js';
import { command as validar } from './validar.js';
import { command as inimigo } from './inimigo.js';
import { command as tecnica } from './tecnica.js';
import { command as simular } from './simular.js';
import { command as personagem } from './personagem.js';

export const commands: readonly CliCommand[] = [ficha, validar, importar, schema, tecnica, inimigo, bando, d10, cosmoGaming, exemplo, simular, personagem];
