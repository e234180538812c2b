/**
 * Why a release command will not do what it was asked, and what to do instead: printed as it is, without a stack
 * trace, and the command exits with 1.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}
