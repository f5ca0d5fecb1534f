/** Per game client (src/games/<folder>/<Name>Game.tsx): the files only its play page loads, and their gzip bytes. */
export declare function gameChunks(): { client: string; files: string[]; bytes: number }[];
export declare function printGameChunks(): void;
