/**
 * The other written-out types against the schemas they describe (issue #17): the ficha's view,
 * Cosmo Gaming's and d10's documents and rules, the items' structured numbers. Each public schema
 * is declared `z.ZodType<T>` (or `z.ZodType<T, TInput>`) so the declarations name `T`; the schema
 * as built (`xSchemaDef`) stays the runtime truth, and each line fails to compile when the two drift.
 *
 * When a line fails after a schema changed: `node scripts/print-schema-type.mjs <file> <xSchemaDef>:output`
 * (or `:input`) prints the type to write.
 */
import type { z } from 'zod';
import type { ItemNumbers } from '../../src/rules/index.js';
import type { itemNumbersSchemaDef } from '../../src/rules/sections/items.js';
import type { FichaView, FichaViewInput } from '../../src/export/view/index.js';
import type { fichaViewSchemaDef } from '../../src/export/view/view.js';
import type { Campaign, CompetenceModule, ConditionDefinition, CosmoRules, PecInput, Sheet, SheetDocument, SheetInput } from '../../src/cosmo-gaming/index.js';
import type { campaignSchema, competenceModuleSchema } from '../../src/cosmo-gaming/campaign.js';
import type { sheetDocumentSchemaDef } from '../../src/cosmo-gaming/export.js';
import type { pecInputSchema } from '../../src/cosmo-gaming/pec.js';
import type { conditionSchema, cosmoRulesSchemaDef } from '../../src/cosmo-gaming/rules.js';
import type { sheetSchemaDef } from '../../src/cosmo-gaming/sheet.js';
import type { D10Rules } from '../../src/d10/index.js';
import type { d10RulesSchemaDef } from '../../src/d10/rules.js';
import type { ScenarioData, ScenarioFighterObject } from '../../src/sim/index.js';
import type { scenarioFighterObjectSchemaDef, scenarioSchemaDef } from '../../src/sim/scenario-schema.js';
import type { Equals } from './equals.js';

/** Compiles only when `T` is exactly `true`. */
export type Assert<T extends true> = T;

export type WrittenOutChecks = [
  Assert<Equals<ItemNumbers, z.output<typeof itemNumbersSchemaDef>>>,
  Assert<Equals<FichaView, z.output<typeof fichaViewSchemaDef>>>,
  Assert<Equals<FichaViewInput, z.input<typeof fichaViewSchemaDef>>>,
  Assert<Equals<CosmoRules, z.output<typeof cosmoRulesSchemaDef>>>,
  Assert<Equals<ConditionDefinition, z.output<typeof conditionSchema>>>,
  Assert<Equals<Sheet, z.output<typeof sheetSchemaDef>>>,
  Assert<Equals<SheetInput, z.input<typeof sheetSchemaDef>>>,
  Assert<Equals<SheetDocument, z.output<typeof sheetDocumentSchemaDef>>>,
  Assert<Equals<PecInput, z.input<typeof pecInputSchema>>>,
  Assert<Equals<Campaign, z.output<typeof campaignSchema>>>,
  Assert<Equals<CompetenceModule, z.output<typeof competenceModuleSchema>>>,
  Assert<Equals<D10Rules, z.output<typeof d10RulesSchemaDef>>>,
  Assert<Equals<ScenarioData, z.output<typeof scenarioSchemaDef>>>,
  Assert<Equals<ScenarioFighterObject, z.output<typeof scenarioFighterObjectSchemaDef>>>,
];
