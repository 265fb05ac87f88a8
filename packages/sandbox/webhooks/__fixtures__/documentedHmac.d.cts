// Types of the platform's documented HMAC validation code beside this file.
interface HashArgs {
  secret: string;
  payload: string;
  verify?: string;
}
export declare const computeHash: (args: HashArgs) => string;
export declare const isHashValid: (args: HashArgs & { verify: string }) => boolean;
