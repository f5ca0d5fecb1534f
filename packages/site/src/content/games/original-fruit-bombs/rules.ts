import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Fruit Bombs: game rules',
    intro:
      'Fruit Bombs is a multiplayer crash game. In every round the fuse on a giant watermelon bomb is lit and a multiplier climbs from 1.00x. You win your bet times the multiplier at the moment you cash out, but a bet still in play when the bomb explodes is lost. All players in a round share the same explosion point.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'Bets are placed during the betting phase, which lasts 7 seconds between rounds and is shown by a countdown.',
          'You can place up to two bets per round, one in each bet panel. Each bet is from 0.10 to 1,000.00 CNY, or the equivalent set by the operator in other currencies.',
          'Each panel has its own amount, its own quick-amount buttons and its own optional Auto Cash-Out target, from 1.01x to 1,000.00x.',
          'A bet placed after the countdown ends is queued for the next round; you can cancel a queued bet until that round starts.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'When the countdown ends, the fuse is lit and the multiplier starts rising from 1.00x. It only goes up, faster the longer the fuse burns.',
          'From 1.01x onwards, press Cash Out on a panel at any moment to collect that bet times the multiplier shown at the moment the server receives the request. The two bets are cashed out independently.',
          'A bet with an Auto Cash-Out target is cashed out by the server as soon as the multiplier reaches the target, at exactly the target.',
          'At the explosion point the bomb bursts into fruit and every bet still in play is lost. In 3.47% of rounds (1 − 0.975 ÷ 1.01) the bomb explodes at 1.00x, before any cash-out is possible.',
          'If the multiplier reaches 1,000.00x, the bomb is defused: every bet still in play is cashed out at 1,000.00x and the round ends.',
        ],
      },
      {
        heading: 'Payouts',
        paragraphs: [
          'The chance that the multiplier reaches x before the explosion is 97.5% ÷ x, for any x from 1.01x to 1,000.00x. So whatever target you choose, chance times payout is always 97.50%. The table shows some targets.',
        ],
        table: {
          caption: 'Cash-out target, chance of reaching it and return',
          head: ['Cash-out target', 'Chance of reaching it', 'Return'],
          rows: [
            ['1.01x', '96.53%', '97.50%'],
            ['1.50x', '65.00%', '97.50%'],
            ['2.00x', '48.75%', '97.50%'],
            ['3.00x', '32.50%', '97.50%'],
            ['5.00x', '19.50%', '97.50%'],
            ['10.00x', '9.75%', '97.50%'],
            ['20.00x', '4.875%', '97.50%'],
            ['50.00x', '1.95%', '97.50%'],
            ['100.00x', '0.975%', '97.50%'],
            ['500.00x', '0.195%', '97.50%'],
            ['1,000.00x', '0.0975%', '97.50%'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical RTP is 97.50% for every cash-out target and for manual cash-outs.',
          'The maximum win is 1,000x the bet, paid when the bomb is defused.',
          'The hit rate depends on your target. With the default Auto Cash-Out of 2.00x, 48.75% of bets win.',
          'RTP is a long-term average over a very large number of rounds.',
        ],
      },
      {
        heading: 'Provably fair explosion points',
        paragraphs: [
          'Explosion points come from a chain of SHA-256 hashes generated in advance by hashing a secret seed over and over. The rounds use the chain in reverse order, and the last hash of the chain was published before the first round. Hashing a round\'s hash once more gives the previous round\'s hash, so no round can be changed once the chain exists. Each round\'s hash is revealed when the round ends.',
          'The explosion point is worked out from HMAC-SHA256(round hash, public salt): the first 13 hexadecimal characters are read as a whole number and divided by 2 to the power of 52 to give U. The point is 0.975 ÷ (1 − U), rounded down to two decimal places; if that is below 1.00, the point is 1.00x; if it is above 1,000.00, the bomb is defused at 1,000.00x. Anyone can repeat this calculation with the verifier in the game menu.',
        ],
      },
      {
        heading: 'Auto Bet and other features',
        list: [
          'Auto Bet places the panel\'s bet in every round until you switch it off. It needs an Auto Cash-Out target and a loss limit, and stops at the loss limit, when the balance is below the bet or when the connection is lost.',
          'The live bets list shows other players\' bets and cash-outs in the current round, with names masked.',
          'The history strip shows the explosion points of the last 30 rounds. Past results do not affect future rounds.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'A bet accepted by the server stays in its round even if your connection drops. Auto Cash-Out targets keep working on the server, but a manual cash-out cannot be made while you are disconnected, so a bet without a target stays in play until the explosion or the defuse. Results are credited to your balance and shown in your game history when you return.',
          'If a round cannot be completed because of a server fault, every bet in that round is returned.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '水果炸弹：游戏规则',
    intro:
      '水果炸弹是一款多人爆点游戏。每一局，巨型西瓜炸弹的引信被点燃，倍数从1.00倍开始攀升。您兑现时可获得投注额乘以当时的倍数，但炸弹爆炸时仍在局中的投注会输掉。同一局中所有玩家的爆炸点都相同。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '投注在两局之间的投注阶段进行，投注阶段持续7秒，并以倒计时显示。',
          '每局最多可下两注，每个投注面板各一注。每注金额为0.10至1,000.00元人民币，其他币种按运营商设定的等值金额计算。',
          '每个面板都有独立的投注额、快捷金额按钮，以及可选的自动兑现目标，范围为1.01倍至1,000.00倍。',
          '倒计时结束后才下的注会排入下一局；在该局开始前可以取消排队中的投注。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '倒计时结束时，引信点燃，倍数从1.00倍开始上升。倍数只升不降，引信燃烧越久，上升越快。',
          '倍数达到1.01倍后，随时点击面板上的“兑现”，即可获得该注投注额乘以服务器收到请求时显示的倍数。两注各自独立兑现。',
          '设有自动兑现目标的投注，在倍数达到目标时由服务器立即按该目标倍数兑现。',
          '到达爆炸点时炸弹炸成满天水果，所有仍在局中的投注输掉。3.47%的游戏局中（1 − 0.975 ÷ 1.01），炸弹在1.00倍时爆炸，无法兑现。',
          '若倍数达到1,000.00倍，炸弹即被拆除：所有仍在局中的投注按1,000.00倍兑现，本局结束。',
        ],
      },
      {
        heading: '派彩',
        paragraphs: [
          '对于1.01倍至1,000.00倍之间的任意x，倍数在爆炸前达到x的概率为97.5% ÷ x。因此无论选择哪个目标，概率乘以派彩始终等于97.50%。下表列出部分目标。',
        ],
        table: {
          caption: '兑现目标、达到该目标的概率与返还',
          head: ['兑现目标', '达到该目标的概率', '返还'],
          rows: [
            ['1.01倍', '96.53%', '97.50%'],
            ['1.50倍', '65.00%', '97.50%'],
            ['2.00倍', '48.75%', '97.50%'],
            ['3.00倍', '32.50%', '97.50%'],
            ['5.00倍', '19.50%', '97.50%'],
            ['10.00倍', '9.75%', '97.50%'],
            ['20.00倍', '4.875%', '97.50%'],
            ['50.00倍', '1.95%', '97.50%'],
            ['100.00倍', '0.975%', '97.50%'],
            ['500.00倍', '0.195%', '97.50%'],
            ['1,000.00倍', '0.0975%', '97.50%'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '无论设定哪个兑现目标或手动兑现，理论返还率（RTP）均为97.50%。',
          '最高赢额为投注额的1,000倍，在拆弹成功时派发。',
          '中奖率取决于您的目标。默认自动兑现目标为2.00倍时，48.75%的投注会获胜。',
          '返还率是大量游戏局数的长期平均值。',
        ],
      },
      {
        heading: '可验证公平的爆炸点',
        paragraphs: [
          '爆炸点来自预先生成的SHA-256哈希链：将一个秘密种子反复进行哈希运算，游戏局按相反顺序使用这条哈希链，哈希链的最后一个哈希值已在第一局之前公开。将某一局的哈希值再做一次哈希，即得到上一局的哈希值，因此哈希链生成后任何一局都无法被更改。每局结束时公开本局哈希。',
          '爆炸点由HMAC-SHA256(本局哈希, 公开盐值)计算：取前13个十六进制字符作为整数，除以2的52次方得到U。爆炸点为0.975 ÷ (1 − U)，向下取整至小数点后两位；若结果低于1.00，则爆炸点为1.00倍；若高于1,000.00，则炸弹在1,000.00倍时被拆除。任何人都可以用游戏菜单中的验证工具重复这一计算。',
        ],
      },
      {
        heading: '自动投注及其他功能',
        list: [
          '自动投注会在每一局按该面板的投注额下注，直到您将其关闭。使用时须设定自动兑现目标和亏损上限；达到亏损上限、余额低于投注额或网络连接中断时停止。',
          '实时投注列表显示本局其他玩家的投注和兑现情况，玩家名称经过隐藏处理。',
          '记录栏显示最近30局的爆炸点。过往结果不影响之后的游戏局。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '已被服务器接受的投注，即使网络连接中断也会留在该局中。自动兑现目标会继续在服务器上生效，但断线期间无法手动兑现，因此未设目标的投注会一直留在局中，直到爆炸或拆弹为止。结果会存入您的余额，返回游戏时可在游戏记录中查看。',
          '若因服务器故障导致某一局无法完成，该局所有投注将予以退还。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '水果炸彈：遊戲規則',
    intro:
      '水果炸彈是一款多人爆點遊戲。每一局，巨型西瓜炸彈的引信被點燃，倍數從1.00倍開始攀升。您兌現時可獲得投注額乘以當下的倍數，但炸彈爆炸時仍在局中的投注會輸掉。同一局中所有玩家的爆炸點皆相同。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '投注在兩局之間的投注階段進行，投注階段持續7秒，並以倒數計時顯示。',
          '每局最多可下兩注，每個投注面板各一注。每注金額為人民幣0.10至1,000.00元，其他幣別依營運商設定的等值金額計算。',
          '每個面板都有獨立的投注額、快捷金額按鈕，以及可自行選擇的自動兌現目標，範圍為1.01倍至1,000.00倍。',
          '倒數結束後才下的注會排入下一局；在該局開始前可以取消排隊中的投注。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '倒數結束時，引信點燃，倍數從1.00倍開始上升。倍數只升不降，引信燃燒越久，上升越快。',
          '倍數達到1.01倍後，隨時按下面板上的「兌現」，即可獲得該注投注額乘以伺服器收到請求時顯示的倍數。兩注各自獨立兌現。',
          '設有自動兌現目標的投注，在倍數達到目標時由伺服器立即以該目標倍數兌現。',
          '到達爆炸點時炸彈炸成滿天水果，所有仍在局中的投注輸掉。3.47%的遊戲局中（1 − 0.975 ÷ 1.01），炸彈在1.00倍時爆炸，無法兌現。',
          '若倍數達到1,000.00倍，炸彈即被拆除：所有仍在局中的投注以1,000.00倍兌現，本局結束。',
        ],
      },
      {
        heading: '派彩',
        paragraphs: [
          '對於1.01倍至1,000.00倍之間的任意x，倍數在爆炸前達到x的機率為97.5% ÷ x。因此無論選擇哪個目標，機率乘以派彩始終等於97.50%。下表列出部分目標。',
        ],
        table: {
          caption: '兌現目標、達到該目標的機率與返還',
          head: ['兌現目標', '達到該目標的機率', '返還'],
          rows: [
            ['1.01倍', '96.53%', '97.50%'],
            ['1.50倍', '65.00%', '97.50%'],
            ['2.00倍', '48.75%', '97.50%'],
            ['3.00倍', '32.50%', '97.50%'],
            ['5.00倍', '19.50%', '97.50%'],
            ['10.00倍', '9.75%', '97.50%'],
            ['20.00倍', '4.875%', '97.50%'],
            ['50.00倍', '1.95%', '97.50%'],
            ['100.00倍', '0.975%', '97.50%'],
            ['500.00倍', '0.195%', '97.50%'],
            ['1,000.00倍', '0.0975%', '97.50%'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '無論設定哪個兌現目標或手動兌現，理論返還率（RTP）皆為97.50%。',
          '最高贏額為投注額的1,000倍，於拆彈成功時派發。',
          '中獎率取決於您的目標。預設自動兌現目標為2.00倍時，48.75%的投注會獲勝。',
          '返還率是大量遊戲局數的長期平均值。',
        ],
      },
      {
        heading: '可驗證公平的爆炸點',
        paragraphs: [
          '爆炸點來自預先產生的SHA-256雜湊鏈：將一個秘密種子反覆進行雜湊運算，遊戲局依相反順序使用這條雜湊鏈，雜湊鏈的最後一個雜湊值已在第一局之前公開。將某一局的雜湊值再做一次雜湊，即得到上一局的雜湊值，因此雜湊鏈產生後任何一局都無法被更改。每局結束時公開本局雜湊。',
          '爆炸點由HMAC-SHA256(本局雜湊, 公開鹽值)計算：取前13個十六進位字元作為整數，除以2的52次方得到U。爆炸點為0.975 ÷ (1 − U)，無條件捨去至小數點後第二位；若結果低於1.00，爆炸點即為1.00倍；若高於1,000.00，炸彈即在1,000.00倍時被拆除。任何人都可以用遊戲選單中的驗證工具重複這項計算。',
        ],
      },
      {
        heading: '自動投注及其他功能',
        list: [
          '自動投注會在每一局以該面板的投注額下注，直到您將其關閉。使用時須設定自動兌現目標與虧損上限；達到虧損上限、餘額低於投注額或網路連線中斷時即停止。',
          '即時投注列表顯示本局其他玩家的投注與兌現情形，玩家名稱經過遮蔽處理。',
          '紀錄列顯示最近30局的爆炸點。過往結果不影響之後的遊戲局。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '已被伺服器接受的投注，即使網路連線中斷也會留在該局中。自動兌現目標會繼續在伺服器上生效，但斷線期間無法手動兌現，因此未設目標的投注會一直留在局中，直到爆炸或拆彈為止。結果會存入您的餘額，返回遊戲時可在遊戲紀錄中查看。',
          '若因伺服器故障導致某一局無法完成，該局所有投注將予以退還。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
