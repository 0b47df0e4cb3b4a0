import type { TopSpec } from '../types';
import { bevande, viniBirreELiquori } from './bevande';
import { carne } from './carne';
import { animali, bioEBenessere, curaDellaCasa, shopper } from './casa-animali-bio';
import { caffeTeETisane, colazioneEDolci } from './colazione-e-caffe';
import { conserveESughi, olioAcetoECondimenti } from './conserve-e-condimenti';
import { fruttaEVerdura } from './frutta-e-verdura';
import { curaDellaPersona, infanzia } from './infanzia-e-persona';
import { latteBurroEYogurt, uova } from './latte-e-uova';
import { paneEPasticceria, pastaRisoECereali } from './pane-e-pasta';
import { pesce } from './pesce';
import { salumiEFormaggi } from './salumi-e-formaggi';
import { gastronomia, snackEAperitivi } from './snack-e-gastronomia';
import { surgelati } from './surgelati';

/** The top-level categories in menu order, as a supermarket aisle runs. */
export const CATALOGUE_TREE: readonly TopSpec[] = [
  fruttaEVerdura,
  carne,
  pesce,
  salumiEFormaggi,
  latteBurroEYogurt,
  uova,
  paneEPasticceria,
  pastaRisoECereali,
  conserveESughi,
  olioAcetoECondimenti,
  colazioneEDolci,
  caffeTeETisane,
  surgelati,
  bevande,
  viniBirreELiquori,
  snackEAperitivi,
  gastronomia,
  infanzia,
  curaDellaPersona,
  curaDellaCasa,
  animali,
  bioEBenessere,
  shopper,
];
