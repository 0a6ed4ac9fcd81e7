// fxa-common-password-list ships no types: its one function.
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean }
  export default list
}
