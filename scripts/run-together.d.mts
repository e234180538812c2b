export interface Command {
  /** Shown before each line of its output when several commands run. */
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  /** Added to this process's environment. */
  env?: Record<string, string | undefined>;
  colour?: 'gray' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan';
}

export declare function npmScript(
  root: string,
  workspace: string,
  script: string,
): { command: string; args: string[]; cwd: string };
export declare function runTogether(commands: Command[]): Promise<number>;
