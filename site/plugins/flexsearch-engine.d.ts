// The real FlexSearch build, aliased for ./lazyFlexsearch.ts by ./performance.ts.
declare module 'flexsearch-engine' {
  export * from 'flexsearch';
}
