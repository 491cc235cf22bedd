/**
 * Compile-time checks that tie a decorated method to its contract. "Assignable to the handler
 * type" is too weak a test: a parameter may be any supertype of the payload (`unknown` too),
 * method parameters are even bivariant, and `any` fits everything. So the payload parameter is
 * compared for sameness, and `any` refused. Each check answers `unknown` when the method fits, or
 * an object naming the problem, which no property descriptor has: the compiler then reports it.
 */

/** Any method: only its parameters and result are read. */
export type AnyMethod = (...args: never[]) => unknown;

/** `any` is the only type that `1 & T` leaves open to `0`. */
type IsAny<T> = 0 extends 1 & T ? true : false;

/** A and B are one type (each assignable to the other) and neither is `any`. */
type SameType<A, B> =
  IsAny<A> extends true ? false : IsAny<B> extends true ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** R can stand where Expected is wanted, and is not `any`. */
export type Fits<R, Expected> = IsAny<R> extends true ? false : [R] extends [Expected] ? true : false;

/** The problem when `Ok` is false, nothing otherwise. */
export type Unless<Ok extends boolean, Problem> = Ok extends true ? unknown : Problem;

/**
 * The first parameter, when there is one, must be exactly `Expected`; the others must accept what
 * the transport passes after it (`Passed`), and there may be no more of them.
 */
export type ParametersProblem<Params extends readonly unknown[], Expected, Passed extends readonly unknown[]> = Params extends readonly []
  ? unknown
  : Params extends readonly [infer First, ...infer Rest]
    ? Unless<SameType<First, Expected>, { 'the first parameter must be exactly': Expected }> &
        Unless<Accepts<Rest, Passed>, { 'the parameters after the first must accept': Passed }>
    : { 'the parameters must be': [Expected, ...Passed] };

/** A function taking `Params` can be called with `Args` (compared as function types: contravariantly). */
type Accepts<Params extends readonly unknown[], Args extends readonly unknown[]> = [(...args: Params) => void] extends [
  (...args: Args) => void,
]
  ? true
  : false;
