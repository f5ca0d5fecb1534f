import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Mines: game rules',
    intro:
      'Mines is a single-player game played on a 5x5 grid of 25 tiles. You choose how many mines are hidden, then uncover tiles one at a time. Every gem raises the multiplier; a mine ends the round and the bet is lost. You can cash out at any time after your first gem.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per round is from 0.10 to 1,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'Set the bet with the bet field, the ½ and 2× buttons, or Min and Max.',
          'Choose the number of mines, from 1 to 24. The default is 3. The other tiles (24 down to 1) hide gems.',
          'The mine count and the bet cannot be changed once the round has started.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'Press Bet. The bet is taken from your balance and the positions of the mines are fixed for the whole round before any tile is uncovered.',
          'Click or tap a tile, or press Random pick to let the game choose an unrevealed tile for you. On a keyboard, the arrow keys move between tiles and Enter or Space uncovers the tile in focus; Space pressed when no field or button has the focus places the bet or, during a round, makes a random pick.',
          'A gem raises the multiplier to the next step shown in the table. During the round the game shows the current multiplier (Multiplier now) and the multiplier after one more gem (Next gem), and the Cash out button shows the amount you would collect now, for example Cash out CN¥1.44.',
          'A mine ends the round at once and the bet is lost. All mine and gem positions are then shown.',
          'Press Cash out at any time after at least one gem to collect the bet multiplied by the current multiplier.',
          'When every gem has been uncovered, the round is cashed out automatically.',
        ],
      },
      {
        heading: 'Multipliers',
        paragraphs: [
          'After k gems with m mines, the multiplier is 0.97 × C(25, k) ÷ C(25 − m, k), where C(n, k) is the number of ways to choose k tiles out of n. It is the fair price of surviving k picks, times the 97.00% RTP. Multipliers are shown rounded to two decimal places; the payout uses the exact multiplier and is rounded down to the smallest unit of the currency.',
          'A win can never exceed 10,000x the bet. With 4 to 21 mines, the pick that would take the multiplier past 10,000x pays 10,000x and ends the round. Those cells are shown as 10,000.00x below; a dash marks a step that cannot be reached.',
        ],
        table: {
          caption: 'Multiplier by gems uncovered and number of mines',
          head: ['Gems uncovered', '1 mine', '3 mines', '5 mines', '10 mines', '20 mines', '24 mines'],
          rows: [
            ['1', '1.01x', '1.10x', '1.21x', '1.62x', '4.85x', '24.25x'],
            ['2', '1.05x', '1.26x', '1.53x', '2.77x', '29.10x', '—'],
            ['3', '1.10x', '1.45x', '1.96x', '4.90x', '223.10x', '—'],
            ['4', '1.15x', '1.68x', '2.53x', '8.99x', '2,454.10x', '—'],
            ['5', '1.21x', '1.96x', '3.32x', '17.16x', '10,000.00x', '—'],
            ['6', '1.28x', '2.30x', '4.43x', '34.32x', '—', '—'],
            ['8', '1.43x', '3.28x', '8.33x', '163.03x', '—', '—'],
            ['10', '1.62x', '4.90x', '17.16x', '1,055.84x', '—', '—'],
            ['12', '1.87x', '7.80x', '40.04x', '10,000.00x', '—', '—'],
            ['15', '2.43x', '18.59x', '204.51x', '—', '—', '—'],
            ['20', '4.85x', '223.10x', '10,000.00x', '—', '—', '—'],
            ['24', '24.25x', '—', '—', '—', '—', '—'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 97.00% for every mine count and every cash-out point below the 10,000x cap. The pick that reaches the cap pays 10,000x, less than its uncapped multiplier, so playing on to the cap returns much less: from 5.65% (19 mines) to 87.49% (10 or 12 mines), depending on the mine count. Cashing out one pick earlier keeps the 97.00%. Payouts are rounded down to the smallest unit of the currency, so small bets return a little less.',
          'The maximum win is 10,000x the bet.',
          'The hit rate depends on when you cash out. At the default setting of 3 mines with a cash-out after 3 gems, 66.96% of rounds win. The chance that the first tile is a gem is (25 − m) ÷ 25, for example 88.00% with 3 mines.',
          'RTP is a long-term average over a very large number of rounds.',
        ],
      },
      {
        heading: 'Provably fair mine positions',
        paragraphs: [
          'The SHA-256 hash of the server seed is shown before the round. Each round uses the server seed, the client seed and a nonce that starts at 0 and counts up by one per round. Between rounds you can rotate the seed pair and choose a new client seed; the old server seed is then revealed, so that you can check it against its hash and recompute every earlier board, by hand or on the verification page.',
          'The mine positions come from HMAC-SHA256, keyed with the server seed (its 64 hexadecimal characters, as text), over the message client seed:nonce:0 (for example lucky:7:0), then client seed:nonce:1 and :2 when more numbers are needed. Each group of four bytes of the HMACs, read as an unsigned big-endian whole number and divided by 4,294,967,296, gives a number f from 0 up to 1: eight per HMAC, used in order. The tiles are numbered 0 to 24, row by row from the top left (the game, the history and the fairness page show them as 1 to 25). Starting from the order 0, 1, ..., 24, for each i from 0 to m − 1 the tile at position i swaps places with the tile at position i + floor(f × (25 − i)), using the i-th number f (a Fisher-Yates shuffle). The tiles at the first m positions hold the mines.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'An unfinished round is saved on the server. If your connection drops, the same board, with the tiles you have already uncovered, is restored when you return. A round left open for 24 hours is settled automatically: it is cashed out at the current multiplier if at least one gem was uncovered, or the bet is returned if no tile was uncovered.',
          'A tile click that did not reach the server has no effect.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '扫雷：游戏规则',
    intro:
      '扫雷是一款单人游戏，在由25个方块组成的5x5方格上进行。您先选择埋下的地雷数量，然后逐个翻开方块。每翻出一颗宝石，倍数就会提高；翻到地雷则本局结束，投注额输掉。翻出第一颗宝石后，您可以随时兑现。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每局投注额为0.10至1,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '可通过投注输入框、½和2×按钮，或“最小”“最大”按钮设定投注额。',
          '选择地雷数量，范围为1至24颗，默认为3颗。其余方块（24至1个）下藏有宝石。',
          '本局开始后，地雷数量和投注额均不可更改。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“投注”。投注额从余额中扣除，在翻开任何方块之前，本局所有地雷的位置即已确定。',
          '点击任一方块，或点击“随机翻开”由游戏替您翻开一个未翻开的方块。使用键盘时，方向键可在方块间移动，按Enter或空格键翻开当前方块；焦点不在输入框或按钮上时按空格键，可以投注，或在本局进行中随机翻开一个方块。',
          '翻出宝石后，倍数提高到下表中的下一级。游戏进行中会显示“当前倍数”和再翻出一颗宝石后的倍数（“下一颗宝石”），“兑现”按钮上则显示此时兑现可得的金额，例如¥1.44。',
          '翻到地雷时本局立即结束，投注额输掉，随后显示全部地雷和宝石的位置。',
          '翻出至少一颗宝石后，可随时点击“兑现”，获得投注额乘以当前倍数的派彩。',
          '所有宝石都被翻出时，本局自动兑现。',
        ],
      },
      {
        heading: '倍数',
        paragraphs: [
          '埋有m颗地雷、已翻出k颗宝石时，倍数为0.97 × C(25, k) ÷ C(25 − m, k)，其中C(n, k)表示从n个方块中选出k个的组合数。即连续k次选中宝石的公平赔率乘以97.00%的返还率。倍数显示时四舍五入至小数点后两位；派彩按精确倍数计算，并向下取整至该币种的最小单位。',
          '单局赢额最高为投注额的10,000倍。地雷为4至21颗时，若某次翻开会使倍数超过10,000倍，则该次按10,000倍派彩并结束本局。下表中这些位置显示为10,000.00倍，“—”表示无法达到的步骤。',
        ],
        table: {
          caption: '按已翻出宝石数和地雷数计算的倍数',
          head: ['已翻出宝石', '1颗地雷', '3颗地雷', '5颗地雷', '10颗地雷', '20颗地雷', '24颗地雷'],
          rows: [
            ['1', '1.01倍', '1.10倍', '1.21倍', '1.62倍', '4.85倍', '24.25倍'],
            ['2', '1.05倍', '1.26倍', '1.53倍', '2.77倍', '29.10倍', '—'],
            ['3', '1.10倍', '1.45倍', '1.96倍', '4.90倍', '223.10倍', '—'],
            ['4', '1.15倍', '1.68倍', '2.53倍', '8.99倍', '2,454.10倍', '—'],
            ['5', '1.21倍', '1.96倍', '3.32倍', '17.16倍', '10,000.00倍', '—'],
            ['6', '1.28倍', '2.30倍', '4.43倍', '34.32倍', '—', '—'],
            ['8', '1.43倍', '3.28倍', '8.33倍', '163.03倍', '—', '—'],
            ['10', '1.62倍', '4.90倍', '17.16倍', '1,055.84倍', '—', '—'],
            ['12', '1.87倍', '7.80倍', '40.04倍', '10,000.00倍', '—', '—'],
            ['15', '2.43倍', '18.59倍', '204.51倍', '—', '—', '—'],
            ['20', '4.85倍', '223.10倍', '10,000.00倍', '—', '—', '—'],
            ['24', '24.25倍', '—', '—', '—', '—', '—'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '对于任何地雷数量，以及低于10,000倍上限的任何兑现时机，理论返还率（RTP）均为97.00%。达到上限的那一次翻开只派彩10,000倍，低于其未封顶的倍数，因此一直玩到上限的返还率会低得多：视地雷数量而定，介于5.65%（19颗地雷）与87.49%（10或12颗地雷）之间。在此之前一次兑现，返还率仍为97.00%。派彩会向下取整至该币种的最小单位，因此投注额较小时返还会略少。',
          '最高赢额为投注额的10,000倍。',
          '中奖率取决于您何时兑现。按默认设定（3颗地雷，翻出3颗宝石后兑现），66.96%的游戏局会获胜。第一个方块是宝石的概率为(25 − m) ÷ 25，例如3颗地雷时为88.00%。',
          '返还率是大量游戏局数的长期平均值。',
        ],
      },
      {
        heading: '可验证公平的地雷位置',
        paragraphs: [
          '每局开始前会显示服务器种子的SHA-256哈希值。每局使用服务器种子、客户端种子以及从0开始、每局递增1的随机数（nonce）。在两局之间，您可以更换种子组并选用新的客户端种子；更换后，旧的服务器种子会被公开，您可以用其哈希值进行核对，并手动或在验证页面上重新计算此前每一局的方格布局。',
          '地雷位置用HMAC-SHA256计算：以服务器种子（其64个十六进制字符，按文本处理）为密钥，消息为“客户端种子:nonce:0”（例如lucky:7:0），需要更多数值时依次使用“客户端种子:nonce:1”和“:2”。HMAC结果每四个字节按大端序读作无符号整数，除以4,294,967,296，得到一个介于0（含）与1（不含）之间的数f；每个HMAC得到八个，按顺序使用。方块从左上角起逐行编号为0至24（游戏、交易记录和“验证牌局”页面显示为1至25）。从顺序0, 1, ..., 24开始，对i从0到m − 1，用第i个数f，将位置i上的方块与位置i + floor(f × (25 − i))上的方块互换（即Fisher-Yates洗牌）。排在前m个位置的方块即为地雷。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '未完成的游戏局会保存在服务器上。如果网络连接中断，您返回时会恢复同一方格及已翻开的方块。游戏局保持未完成状态满24小时后会自动结算：若已翻出至少一颗宝石，则按当前倍数兑现；若尚未翻开任何方块，则退还投注额。',
          '未送达服务器的点击不产生任何效果。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '踩地雷：遊戲規則',
    intro:
      '踩地雷是一款單人遊戲，在由25個方塊組成的5x5方格上進行。您先選擇埋下的地雷數量，再逐一翻開方塊。每翻出一顆寶石，倍數就會提高；翻到地雷則本局結束，投注額輸掉。翻出第一顆寶石後，您可隨時兌現。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每局投注額為人民幣0.10至1,000.00元，其他幣別依營運商設定的等值金額計算。',
          '可透過投注輸入欄、½與2×按鈕，或「最小」「最大」按鈕設定投注額。',
          '選擇地雷數量，範圍為1至24顆，預設為3顆。其餘方塊（24至1個）下藏有寶石。',
          '本局開始後，地雷數量與投注額均不可更改。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「投注」。投注額從餘額中扣除，在翻開任何方塊之前，本局所有地雷的位置即已確定。',
          '點選任一方塊，或按下「隨機翻開」由遊戲替您翻開一個尚未翻開的方塊。使用鍵盤時，方向鍵可在方塊間移動，按Enter或空白鍵翻開目前的方塊；焦點不在欄位或按鈕上時按空白鍵，可以投注，或在本局進行中隨機翻開一個方塊。',
          '翻出寶石後，倍數提高到下表中的下一級。遊戲進行中會顯示「目前倍數」與再翻出一顆寶石後的倍數（「下一顆寶石」），「兌現」按鈕上則顯示此時兌現可得的金額，例如CN¥1.44。',
          '翻到地雷時本局立即結束，投注額輸掉，隨後顯示所有地雷與寶石的位置。',
          '翻出至少一顆寶石後，可隨時按下「兌現」，獲得投注額乘以目前倍數的派彩。',
          '所有寶石都被翻出時，本局自動兌現。',
        ],
      },
      {
        heading: '倍數',
        paragraphs: [
          '埋有m顆地雷、已翻出k顆寶石時，倍數為0.97 × C(25, k) ÷ C(25 − m, k)，其中C(n, k)表示從n個方塊中選出k個的組合數，也就是連續k次選中寶石的公平賠率乘以97.00%的返還率。倍數顯示時四捨五入至小數點後第二位；派彩依精確倍數計算，並無條件捨去至該幣別的最小單位。',
          '單局贏額最高為投注額的10,000倍。地雷為4至21顆時，若某次翻開會使倍數超過10,000倍，該次即以10,000倍派彩並結束本局。下表中這些位置顯示為10,000.00倍，「—」表示無法達到的步驟。',
        ],
        table: {
          caption: '依已翻出寶石數與地雷數計算的倍數',
          head: ['已翻出寶石', '1顆地雷', '3顆地雷', '5顆地雷', '10顆地雷', '20顆地雷', '24顆地雷'],
          rows: [
            ['1', '1.01倍', '1.10倍', '1.21倍', '1.62倍', '4.85倍', '24.25倍'],
            ['2', '1.05倍', '1.26倍', '1.53倍', '2.77倍', '29.10倍', '—'],
            ['3', '1.10倍', '1.45倍', '1.96倍', '4.90倍', '223.10倍', '—'],
            ['4', '1.15倍', '1.68倍', '2.53倍', '8.99倍', '2,454.10倍', '—'],
            ['5', '1.21倍', '1.96倍', '3.32倍', '17.16倍', '10,000.00倍', '—'],
            ['6', '1.28倍', '2.30倍', '4.43倍', '34.32倍', '—', '—'],
            ['8', '1.43倍', '3.28倍', '8.33倍', '163.03倍', '—', '—'],
            ['10', '1.62倍', '4.90倍', '17.16倍', '1,055.84倍', '—', '—'],
            ['12', '1.87倍', '7.80倍', '40.04倍', '10,000.00倍', '—', '—'],
            ['15', '2.43倍', '18.59倍', '204.51倍', '—', '—', '—'],
            ['20', '4.85倍', '223.10倍', '10,000.00倍', '—', '—', '—'],
            ['24', '24.25倍', '—', '—', '—', '—', '—'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '對於任何地雷數量，以及低於10,000倍上限的任何兌現時機，理論返還率（RTP）皆為97.00%。達到上限的那一次翻開只派彩10,000倍，低於其未設上限時的倍數，因此一路玩到上限的返還率會低得多：視地雷數量而定，介於5.65%（19顆地雷）與87.49%（10或12顆地雷）之間。在此之前一次兌現，返還率仍為97.00%。派彩會無條件捨去至該幣別的最小單位，因此投注額較小時返還會略少。',
          '最高贏額為投注額的10,000倍。',
          '中獎率取決於您何時兌現。以預設設定（3顆地雷，翻出3顆寶石後兌現）計算，66.96%的遊戲局會獲勝。第一個方塊為寶石的機率是(25 − m) ÷ 25，例如3顆地雷時為88.00%。',
          '返還率是大量遊戲局數的長期平均值。',
        ],
      },
      {
        heading: '可驗證公平的地雷位置',
        paragraphs: [
          '每局開始前會顯示伺服器種子的SHA-256雜湊值。每局使用伺服器種子、用戶端種子，以及從0開始、每局遞增1的隨機數（nonce）。在兩局之間，您可更換種子組並選用新的用戶端種子；更換後，舊的伺服器種子會公開，您可用其雜湊值核對，並以手算或在驗證頁面上重新計算先前每一局的方格配置。',
          '地雷位置以HMAC-SHA256計算：以伺服器種子（其64個十六進位字元，以文字處理）為金鑰，訊息為「用戶端種子:nonce:0」（例如lucky:7:0），需要更多數值時依序使用「用戶端種子:nonce:1」與「:2」。HMAC結果每四個位元組依大端序讀作無號整數，除以4,294,967,296，得到一個介於0（含）與1（不含）之間的數f；每個HMAC可得八個，依序使用。方塊從左上角起逐列編號為0至24（遊戲、交易紀錄和「驗證牌局」頁面顯示為1至25）。從順序0, 1, ..., 24開始，對i從0到m − 1，以第i個數f，將位置i上的方塊與位置i + floor(f × (25 − i))上的方塊互換（即Fisher-Yates洗牌）。排在前m個位置的方塊即為地雷。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '未完成的遊戲局會保存在伺服器上。若網路連線中斷，您返回時會恢復同一方格及已翻開的方塊。遊戲局維持未完成狀態滿24小時後會自動結算：若已翻出至少一顆寶石，則依目前倍數兌現；若尚未翻開任何方塊，則退還投注額。',
          '未送達伺服器的點選不會產生任何效果。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
