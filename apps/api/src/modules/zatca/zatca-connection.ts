/**
 * Which ZATCA API a brand's units talk to (issue 29): the brand's environment decides.
 * - `stand-in`: this app's built-in stand-in, in the process, loaded once per app from the
 *   database (its CA kept in `zatca_stand_in`, sealed with the server's secret box);
 * - `sandbox` (ZATCA's developer portal), `simulation`, `production`: ZATCA's gateway over HTTPS at
 *   the configured address (ZATCA_SANDBOX_URL, ZATCA_SIMULATION_URL, ZATCA_PRODUCTION_URL).
 * A test may put its own API in place per environment (`AppDeps.zatcaApi`).
 */
import type { AppDeps } from '../../core/http/context.ts';
import { systemClock } from '../../core/jobs/clock.ts';
import { serverSecretBox } from '../../core/security/secret-box.ts';
import type { ZatcaEnvironmentName } from '../../db/schema/domain.ts';
import { answerKeptCall, loadStandIn, type ZatcaStandIn } from './stand-in/stand-in.ts';
import { httpZatcaApi, standInZatcaApi, type ZatcaApi } from './zatca-api.ts';

declare module '../../core/http/context.ts' {
  interface AppDeps {
    /**
     * ZATCA's API per environment, when a test puts its own in place (a stand-in it holds, one
     * made to fail); otherwise `zatcaApiFor` picks it from the configuration. (Declared here: core/
     * does not import modules/.)
     */
    zatcaApi?: (environment: ZatcaEnvironmentName) => ZatcaApi;
  }
}

type ConnectionDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'zatcaApi'>;

/**
 * The stand-in of each app (by its database handle, the same for every request of the app), once
 * loaded or loading; a failed load is tried again next time.
 */
const standIns = new WeakMap<ConnectionDeps['db'], Promise<ZatcaStandIn>>();

/** The ZATCA API for units of the environment. */
export function zatcaApiFor(deps: ConnectionDeps, environment: ZatcaEnvironmentName): ZatcaApi {
  if (deps.zatcaApi) return deps.zatcaApi(environment);
  if (environment === 'stand-in')
    return standInZatcaApi(
      () => zatcaStandInOf(deps),
      (standIn, call) => answerKeptCall(deps.db, standIn, call),
    );
  return httpZatcaApi({
    baseUrl: deps.config.zatca.urls[environment],
    timeoutMs: deps.config.zatca.timeoutMs,
  });
}

/**
 * This app's stand-in (loaded at the first call; one per database handle, whatever deps object
 * carries it): its CA from the database, the OTP from ZATCA_STAND_IN_OTP, the app's clock. Needs
 * the server's secret box (SECRETS_KEY on PostgreSQL).
 */
export function zatcaStandInOf(deps: ConnectionDeps): Promise<ZatcaStandIn> {
  let standIn = standIns.get(deps.db);
  if (!standIn) {
    standIn = (async () => {
      const secrets = await serverSecretBox(deps.config);
      if (!secrets) throw new Error('SECRETS_KEY is required for the ZATCA stand-in on PostgreSQL');
      return loadStandIn(deps.db, {
        secrets,
        clock: deps.clock ?? systemClock,
        otp: deps.config.zatca.standInOtp,
      });
    })();
    standIns.set(deps.db, standIn);
    standIn.catch(() => {
      if (standIns.get(deps.db) === standIn) standIns.delete(deps.db);
    });
  }
  return standIn;
}
