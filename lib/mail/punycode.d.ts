// punycode.js by path: the bare name "punycode" is Node's deprecated built-in module on the server.
declare module "punycode/punycode.js" {
  const punycode: { toUnicode(domain: string): string; toASCII(domain: string): string };
  export default punycode;
}
