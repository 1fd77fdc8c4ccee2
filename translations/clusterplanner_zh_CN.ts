<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BomFile</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the workbook could not be created</source>
        <translation>无法写入 %1：无法创建工作簿</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>%1: the file must end in .xlsx or .csv</source>
        <translation>%1：文件扩展名须为 .xlsx 或 .csv</translation>
    </message>
    <message>
        <source>cannot write %1: it %2</source>
        <translation>无法写入 %1：该路径%2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
</context>
<context>
    <name>Cable</name>
    <message>
        <source>leaf - spine</source>
        <translation>Leaf 至 Spine</translation>
    </message>
    <message>
        <source>spine - core</source>
        <translation>Spine 至 Core</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>8-GPU SXM/OAM baseboard server (HGX/DGX class)</source>
        <translation>8 卡 SXM/OAM 模组服务器（HGX/DGX 级）</translation>
    </message>
    <message>
        <source>8-GPU PCIe server</source>
        <translation>8 卡 PCIe 服务器</translation>
    </message>
    <message>
        <source>4-GPU PCIe server</source>
        <translation>4 卡 PCIe 服务器</translation>
    </message>
    <message>
        <source>Workstation, 2 GPUs</source>
        <translation>双卡工作站</translation>
    </message>
    <message>
        <source>Workstation, 1 GPU</source>
        <translation>单卡工作站</translation>
    </message>
    <message>
        <source>CPU preprocessing node</source>
        <translation>CPU 预处理节点</translation>
    </message>
    <message>
        <source>Storage server</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>Shared all-flash array (NFS-class)</source>
        <translation>共享全闪存阵列（NFS 类）</translation>
    </message>
    <message>
        <source>Parallel file system appliance (Lustre-class, all-NVMe)</source>
        <translation>并行文件系统一体机（Lustre 类，全 NVMe）</translation>
    </message>
    <message>
        <source>Shared HDD array, about 24 drives</source>
        <translation>共享机械盘阵列（约 24 块盘）</translation>
    </message>
    <message>
        <source>Object storage gateway (S3-compatible)</source>
        <translation>对象存储网关（兼容 S3）</translation>
    </message>
    <message>
        <source>InfiniBand HDR 200 Gb/s</source>
        <translation>InfiniBand HDR 200 Gb/s</translation>
    </message>
    <message>
        <source>InfiniBand NDR 400 Gb/s</source>
        <translation>InfiniBand NDR 400 Gb/s</translation>
    </message>
    <message>
        <source>InfiniBand XDR 800 Gb/s</source>
        <translation>InfiniBand XDR 800 Gb/s</translation>
    </message>
    <message>
        <source>RoCE Ethernet 100 Gb/s</source>
        <translation>RoCE 以太网 100 Gb/s</translation>
    </message>
    <message>
        <source>RoCE Ethernet 200 Gb/s</source>
        <translation>RoCE 以太网 200 Gb/s</translation>
    </message>
    <message>
        <source>RoCE Ethernet 400 Gb/s</source>
        <translation>RoCE 以太网 400 Gb/s</translation>
    </message>
    <message>
        <source>Ethernet 1 Gb/s (TCP)</source>
        <translation>以太网 1 Gb/s（TCP）</translation>
    </message>
    <message>
        <source>Ethernet 10 Gb/s (TCP)</source>
        <translation>以太网 10 Gb/s（TCP）</translation>
    </message>
    <message>
        <source>Ethernet 25 Gb/s (TCP)</source>
        <translation>以太网 25 Gb/s（TCP）</translation>
    </message>
    <message>
        <source>Ethernet 100 Gb/s (TCP)</source>
        <translation>以太网 100 Gb/s（TCP）</translation>
    </message>
    <message>
        <source>GPT-3 Small 125M</source>
        <translation>GPT-3 Small 125M</translation>
    </message>
    <message>
        <source>GPT-3 Medium 350M</source>
        <translation>GPT-3 Medium 350M</translation>
    </message>
    <message>
        <source>GPT-3 Large 760M</source>
        <translation>GPT-3 Large 760M</translation>
    </message>
    <message>
        <source>GPT-3 XL 1.3B</source>
        <translation>GPT-3 XL 1.3B</translation>
    </message>
    <message>
        <source>GPT-3 2.7B</source>
        <translation>GPT-3 2.7B</translation>
    </message>
    <message>
        <source>GPT-3 6.7B</source>
        <translation>GPT-3 6.7B</translation>
    </message>
    <message>
        <source>GPT-3 13B</source>
        <translation>GPT-3 13B</translation>
    </message>
    <message>
        <source>GPT-3 175B</source>
        <translation>GPT-3 175B</translation>
    </message>
    <message>
        <source>Llama 2 7B</source>
        <translation>Llama 2 7B</translation>
    </message>
    <message>
        <source>Llama 2 13B</source>
        <translation>Llama 2 13B</translation>
    </message>
    <message>
        <source>Llama 2 70B</source>
        <translation>Llama 2 70B</translation>
    </message>
    <message>
        <source>Llama 3 8B</source>
        <translation>Llama 3 8B</translation>
    </message>
    <message>
        <source>Llama 3 70B</source>
        <translation>Llama 3 70B</translation>
    </message>
    <message>
        <source>Llama 3 405B</source>
        <translation>Llama 3 405B</translation>
    </message>
    <message>
        <source>Qwen2.5 7B</source>
        <translation>Qwen2.5 7B</translation>
    </message>
    <message>
        <source>Qwen2.5 14B</source>
        <translation>Qwen2.5 14B</translation>
    </message>
    <message>
        <source>Qwen2.5 72B</source>
        <translation>Qwen2.5 72B</translation>
    </message>
    <message>
        <source>BERT-base</source>
        <translation>BERT-base</translation>
    </message>
    <message>
        <source>BERT-large</source>
        <translation>BERT-large</translation>
    </message>
    <message>
        <source>ViT-B/16</source>
        <translation>ViT-B/16</translation>
    </message>
    <message>
        <source>ViT-L/16</source>
        <translation>ViT-L/16</translation>
    </message>
    <message>
        <source>ViT-H/14</source>
        <translation>ViT-H/14</translation>
    </message>
    <message>
        <source>ResNet-50</source>
        <translation>ResNet-50</translation>
    </message>
    <message>
        <source>ResNet-101</source>
        <translation>ResNet-101</translation>
    </message>
    <message>
        <source>CLIP ViT-L/14 (image + text towers)</source>
        <translation>CLIP ViT-L/14（图像 + 文本双塔）</translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo (Transformer Engine)</source>
        <translation>Megatron-Core / NeMo（Transformer Engine）</translation>
    </message>
    <message>
        <source>Megatron-LM (2019-2022, before Megatron-Core)</source>
        <translation>Megatron-LM（2019～2022 年，Megatron-Core 之前）</translation>
    </message>
    <message>
        <source>PyTorch FSDP (eager)</source>
        <translation>PyTorch FSDP（动态图模式）</translation>
    </message>
    <message>
        <source>PyTorch FSDP with torch.compile</source>
        <translation>PyTorch FSDP + torch.compile</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2, torch.compile, async TP)</source>
        <translation>torchtitan（FSDP2、torch.compile、异步张量并行）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>MosaicML Composer / llm-foundry (FSDP)</source>
        <translation>MosaicML Composer / llm-foundry（FSDP）</translation>
    </message>
    <message>
        <source>US export rule of 7 Oct 2022: sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation>美国 2022 年 10 月 7 日出口管制规则规定向中国大陆销售须取得美方许可证，因此仅能租用此前已部署的存量设备</translation>
    </message>
    <message>
        <source>US export rule of 17 Oct 2023 (total processing performance 4,800 and above): sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation>美国 2023 年 10 月 17 日出口管制规则规定，总处理性能（TPP）达到 4,800 及以上的产品向中国大陆销售须取得美方许可证，因此仅能租用此前已部署的存量设备</translation>
    </message>
    <message>
        <source>US export rule of 17 Oct 2023 (total processing performance 4,800 and above): sale to mainland China needs a US licence; launched after it, so no stock was installed before</source>
        <translation>美国 2023 年 10 月 17 日出口管制规则规定，总处理性能（TPP）达到 4,800 及以上的产品向中国大陆销售须取得美方许可证；该产品在规则生效后发布，境内没有此前部署的存量设备</translation>
    </message>
    <message>
        <source>US government notice to NVIDIA of 9 Apr 2025: sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation>美国政府 2025 年 4 月 9 日致英伟达的通知：向中国大陆销售须取得美方许可证，因此仅能租用此前已部署的存量设备</translation>
    </message>
    <message>
        <source>China-market part, sold in mainland China only</source>
        <translation>面向中国市场的型号，仅在中国大陆销售</translation>
    </message>
    <message>
        <source>Not sold in mainland China; a China variant with reduced AI throughput replaces it</source>
        <translation>不在中国大陆销售，由降低 AI 算力、面向中国市场的型号替代</translation>
    </message>
    <message>
        <source>NVIDIA T4 16GB</source>
        <translation>NVIDIA T4 16GB</translation>
    </message>
    <message>
        <source>NVIDIA V100 SXM2 32GB</source>
        <translation>NVIDIA V100 SXM2 32GB</translation>
    </message>
    <message>
        <source>NVIDIA A10 24GB</source>
        <translation>NVIDIA A10 24GB</translation>
    </message>
    <message>
        <source>NVIDIA A30 24GB</source>
        <translation>NVIDIA A30 24GB</translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 40GB</source>
        <translation>NVIDIA A100 SXM4 40GB</translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 80GB</source>
        <translation>NVIDIA A100 SXM4 80GB</translation>
    </message>
    <message>
        <source>NVIDIA A100 PCIe 80GB</source>
        <translation>NVIDIA A100 PCIe 80GB</translation>
    </message>
    <message>
        <source>NVIDIA A800 SXM4 80GB</source>
        <translation>NVIDIA A800 SXM4 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H100 SXM5 80GB</source>
        <translation>NVIDIA H100 SXM5 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H100 SXM 96GB HBM2e (500 W power limit)</source>
        <translation>NVIDIA H100 SXM 96GB HBM2e（功耗上限 500 W）</translation>
    </message>
    <message>
        <source>NVIDIA H100 PCIe 80GB</source>
        <translation>NVIDIA H100 PCIe 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H100 NVL 94GB</source>
        <translation>NVIDIA H100 NVL 94GB</translation>
    </message>
    <message>
        <source>NVIDIA H800 SXM5 80GB</source>
        <translation>NVIDIA H800 SXM5 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H200 SXM 141GB</source>
        <translation>NVIDIA H200 SXM 141GB</translation>
    </message>
    <message>
        <source>NVIDIA H20 96GB (HGX H20)</source>
        <translation>NVIDIA H20 96GB（HGX H20）</translation>
    </message>
    <message>
        <source>NVIDIA L4 24GB</source>
        <translation>NVIDIA L4 24GB</translation>
    </message>
    <message>
        <source>NVIDIA L20 48GB</source>
        <translation>NVIDIA L20 48GB</translation>
    </message>
    <message>
        <source>NVIDIA L40 48GB</source>
        <translation>NVIDIA L40 48GB</translation>
    </message>
    <message>
        <source>NVIDIA L40S 48GB</source>
        <translation>NVIDIA L40S 48GB</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 4090 24GB</source>
        <translation>NVIDIA GeForce RTX 4090 24GB</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 4090 D 24GB</source>
        <translation>NVIDIA GeForce RTX 4090 D 24GB</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 5090 32GB</source>
        <translation>NVIDIA GeForce RTX 5090 32GB</translation>
    </message>
    <message>
        <source>NVIDIA B200 180GB (HGX B200)</source>
        <translation>NVIDIA B200 180GB（HGX B200）</translation>
    </message>
    <message>
        <source>AMD Instinct MI250X 128GB</source>
        <translation>AMD Instinct MI250X 128GB</translation>
    </message>
    <message>
        <source>AMD Instinct MI300X 192GB</source>
        <translation>AMD Instinct MI300X 192GB</translation>
    </message>
    <message>
        <source>AMD Instinct MI325X 256GB</source>
        <translation>AMD Instinct MI325X 256GB</translation>
    </message>
    <message>
        <source>Huawei Ascend 910B 64GB</source>
        <translation>华为昇腾 910B 64GB</translation>
    </message>
    <message>
        <source>Huawei Ascend 910C 128GB</source>
        <translation>华为昇腾 910C 128GB</translation>
    </message>
    <message>
        <source>Mixtral 8x7B</source>
        <translation>Mixtral 8x7B</translation>
    </message>
    <message>
        <source>Mixtral 8x22B</source>
        <translation>Mixtral 8x22B</translation>
    </message>
    <message>
        <source>Qwen3-30B-A3B</source>
        <translation>Qwen3-30B-A3B</translation>
    </message>
    <message>
        <source>Qwen3-235B-A22B</source>
        <translation>Qwen3-235B-A22B</translation>
    </message>
    <message>
        <source>DeepSeek-V3</source>
        <translation>DeepSeek-V3</translation>
    </message>
    <message>
        <source>DeepSeek HAI-LLM (DualPipe, DeepEP, FP8)</source>
        <translation>DeepSeek HAI-LLM（DualPipe、DeepEP、FP8）</translation>
    </message>
    <message>
        <source>Made for mainland China only (Nov 2022, an A100 with its NVLink cut from 600 to 400 GB/s to fall under the Oct 2022 rule): never sold elsewhere</source>
        <translation>面向中国大陆市场的型号（2022 年 11 月推出，由 A100 将 NVLink 从 600 GB/s 降至 400 GB/s，以符合 2022 年 10 月的出口规定），从未在其他市场销售</translation>
    </message>
    <message>
        <source>Made for mainland China only (Mar 2023, an H100 with its NVLink cut to fall under the Oct 2022 rule): never sold elsewhere</source>
        <translation>面向中国大陆市场的型号（2023 年 3 月推出，由 H100 削减 NVLink 带宽，以符合 2022 年 10 月的出口规定），从未在其他市场销售</translation>
    </message>
    <message>
        <source>MindSpeed (Megatron-Core on Ascend)</source>
        <translation>MindSpeed（昇腾版 Megatron-Core）</translation>
    </message>
    <message>
        <source>Local NVMe, 4 × PCIe 4.0 drives per node</source>
        <translation>本地 NVMe（每节点 4 块 PCIe 4.0 盘）</translation>
    </message>
    <message>
        <source>ViT-L/16, remote-sensing tiles of 512 × 512 px, 4 bands</source>
        <translation>ViT-L/16，遥感切片 512 × 512 像素，4 波段</translation>
    </message>
    <message>
        <source>LSTM forecaster, 4 layers of width 512, 168-step window</source>
        <translation>LSTM 时序预测模型，4 层，隐藏层维度 512，窗口 168 个时间步</translation>
    </message>
    <message>
        <source>Time-series Transformer (PatchTST-style), 6 layers of width 512</source>
        <translation>时序 Transformer（PatchTST 类），6 层，隐藏层维度 512</translation>
    </message>
    <message>
        <source>Stable Diffusion XL U-Net (1024×1024)</source>
        <translation>Stable Diffusion XL U-Net（1024×1024）</translation>
    </message>
    <message>
        <source>PyTorch DDP (eager)</source>
        <translation>PyTorch DDP（动态图模式）</translation>
    </message>
    <message>
        <source>China server rental by the month (CNY)</source>
        <translation>国内服务器包月租赁价（人民币）</translation>
    </message>
    <message>
        <source>Hyperscaler list prices (USD)</source>
        <translation>大型公有云公开价（美元）</translation>
    </message>
    <message>
        <source>Specialty GPU clouds (USD)</source>
        <translation>GPU 专业云公开价（美元）</translation>
    </message>
    <message>
        <source>China cloud list prices (CNY)</source>
        <translation>国内云公开价（人民币）</translation>
    </message>
    <message>
        <source>GB200 NVL72 compute tray (18 to a liquid-cooled rack)</source>
        <translation>GB200 NVL72 计算托盘（每个液冷机柜 18 个）</translation>
    </message>
    <message>
        <source>NVIDIA GB200 (GB200 NVL72)</source>
        <translation>NVIDIA GB200（GB200 NVL72）</translation>
    </message>
    <message>
        <source>NVIDIA B300 288GB (HGX B300)</source>
        <translation>NVIDIA B300 288GB（HGX B300）</translation>
    </message>
    <message>
        <source>US BIS rule of Oct 2022 as reported in Tweakers (Reuters-based, Nov 2022) and TechPowerUp/Fudzilla (Mar 2023)</source>
        <translation>美国商务部工业与安全局（BIS）2022 年 10 月规则，据 Tweakers（援引路透社，2022 年 11 月）与 TechPowerUp、Fudzilla（2023 年 3 月）报道</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) and smbom.com (Jan 2024) on NVIDIA halting A100/A800/H100/H800/L40S shipments to mainland China</source>
        <translation>Tom&apos;s Hardware（2024 年 2 月）与 smbom.com（2024 年 1 月）关于英伟达停止向中国大陆出货 A100/A800/H100/H800/L40S 的报道</translation>
    </message>
    <message>
        <source>Tweakers (Reuters-based, Nov 2022) on the A800; reference accelerators.md</source>
        <translation>Tweakers（援引路透社，2022 年 11 月）关于 A800 的报道；参考资料 accelerators.md</translation>
    </message>
    <message>
        <source>Zhao et al., Insights into DeepSeek-V3 (arXiv:2505.09343), and the DeepSeek-V3 Technical Report (arXiv:2412.19437) on the H800; reference accelerators.md S16, S19</source>
        <translation>Zhao 等《Insights into DeepSeek-V3》（arXiv:2505.09343）与《DeepSeek-V3 技术报告》（arXiv:2412.19437）中关于 H800 的内容；参考资料 accelerators.md S16、S19</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Apr 2025) quoting NVIDIA&apos;s 8-K filing</source>
        <translation>Tom&apos;s Hardware（2025 年 4 月）援引英伟达 8-K 文件的报道</translation>
    </message>
    <message>
        <source>Evertiq (Reuters-based, Dec 2023) on the RTX 4090, whose TPP of 5,286 falls under the rule</source>
        <translation>Evertiq（援引路透社，2023 年 12 月）关于 RTX 4090 的报道，其 TPP 为 5,286，受该规则限制</translation>
    </message>
    <message>
        <source>Evertiq (Reuters-based, Dec 2023): product page Dec 28 2023, sale Jan 2024</source>
        <translation>Evertiq（援引路透社，2023 年 12 月）；产品页 2023 年 12 月 28 日上线，2024 年 1 月开售</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware and SlashGear reports on RTX 5090 D (2025)</source>
        <translation>Tom&apos;s Hardware 与 SlashGear 关于 RTX 5090 D 的报道（2025 年）</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; NVIDIA product pages for the part&apos;s dense BF16 peak (TPP = 16-bit dense TFLOPS × 16, far above 4,800)</source>
        <translation>Tom&apos;s Hardware（2024 年 2 月）关于 2023 年 10 月规则的报道（S20）；英伟达产品页所列该型号 BF16 稠密峰值算力（TPP = 16 位稠密 TFLOPS × 16，远高于 4,800）</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; AMD MI250X datasheet, 383 TFLOPS dense FP16/BF16, so TPP = 383 × 16 = 6,128</source>
        <translation>Tom&apos;s Hardware（2024 年 2 月）关于 2023 年 10 月规则的报道（S20）；AMD MI250X 数据手册：FP16/BF16 稠密算力 383 TFLOPS，故 TPP = 383 × 16 = 6,128</translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; AMD datasheet, 1307.4 TFLOPS dense FP16/BF16, so TPP = 1307.4 × 16, far above 4,800</source>
        <translation>Tom&apos;s Hardware（2024 年 2 月）关于 2023 年 10 月规则的报道（S20）；AMD 数据手册：FP16/BF16 稠密算力 1307.4 TFLOPS，故 TPP = 1307.4 × 16，远高于 4,800</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>unknown option &apos;--%1&apos;</source>
        <translation>未知选项“--%1”</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs a value</source>
        <translation>选项“--%1”缺少参数值</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not one of: json, text</source>
        <translation>--format：“%1”无效，可选值：json、text</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>--batch: cannot open &apos;%1&apos;</source>
        <translation>--batch：无法打开“%1”</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>第 %1 行：%2：%3</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not one of: en, zh_CN</source>
        <translation>--lang：“%1”无效，可选值：en、zh_CN</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not one of: customer, internal</source>
        <translation>--view：“%1”无效，可选值：customer、internal</translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not one of: a4, letter</source>
        <translation>--page：“%1”无效，可选值：a4、letter</translation>
    </message>
    <message>
        <source>--plan: a project file is required for a proposal</source>
        <translation>--plan：生成方案建议书需要指定项目文件</translation>
    </message>
    <message>
        <source>--out: the PDF file to write is required</source>
        <translation>--out：需要指定输出的 PDF 文件</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation>
            <numerusform>%1：共 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>--allowed-gpus: give accelerator ids separated by commas</source>
        <translation>--allowed-gpus：请给出以逗号分隔的加速卡 ID</translation>
    </message>
    <message>
        <source>--max-gpus: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation>--max-gpus：“%1”不是 1 到 100000 之间的整数</translation>
    </message>
    <message>
        <source>--allowed-gpus: unknown accelerator &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation>--allowed-gpus：未知加速卡“%1”（参见 clusterplanner-cli catalog）</translation>
    </message>
    <message>
        <source>--max-nodes: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation>--max-nodes：“%1”不是 1 到 100000 之间的整数</translation>
    </message>
    <message>
        <source>--rack-power-kw: &apos;%1&apos; is not a power from 0.1 to 1000 kW</source>
        <translation>--rack-power-kw：“%1”不是 0.1 到 1000 kW 之间的功率</translation>
    </message>
    <message>
        <source>--scenario: give the project file with --plan FILE</source>
        <translation>--scenario：请同时用“--plan 文件”指定项目文件</translation>
    </message>
    <message>
        <source>validate takes --data FILE, --format, --rows and --catalog only (got &apos;--%1&apos;)</source>
        <translation>validate 只接受 --data 文件、--format、--rows 和 --catalog（收到“--%1”）</translation>
    </message>
    <message>
        <source>--data: %1</source>
        <translation>--data：%1</translation>
    </message>
    <message>
        <source>--data: no row of the file can be expressed as a plan</source>
        <translation>--data：文件中没有一行能转换为方案</translation>
    </message>
    <message>
        <source>  calibrated from a trial run on %1 GPUs: %2 tokens/s per GPU measured, %3 modelled; compute time x %4
</source>
        <translation>  已按 %1 卡试运行校准：实测每卡 %2 token/秒，模型估算 %3；计算时间 × %4
</translation>
    </message>
    <message>
        <source>--market: &apos;%1&apos; is not one of: global, mainland-china</source>
        <translation>--market：“%1”无效，可选值：global、mainland-china</translation>
    </message>
    <message>
        <source>Model: %1 parameters, %2 trainable
</source>
        <translation>模型：参数量 %1，可训练 %2
</translation>
    </message>
    <message>
        <source>--batch: line %1 is longer than %2 MB</source>
        <translation>--batch：第 %1 行超过 %2 MB</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>  likely %1 (p10-p90 of the error on published runs)
</source>
        <translation>  可能区间 %1（按已发表训练数据的误差取第 10～90 百分位）
</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cluster: %1
</source>
        <translation>集群：%1
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1：%2
</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1: %2; %3 %4, %5
</source>
        <translation>%1：%2；%3 %4，%5
</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>  %1: %2
</source>
        <translation>  %1：%2
</translation>
    </message>
    <message>
        <source>--plan: a project file is required for a bill of materials</source>
        <translation>--plan：导出物料清单需要项目文件</translation>
    </message>
    <message>
        <source>--out: the .xlsx or .csv file to write is required</source>
        <translation>--out：需要指定要写入的 .xlsx 或 .csv 文件</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1：共 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a number from %3 to %4</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <source>--plan: a project file is required for pricing</source>
        <translation>--plan：计费对比需要项目文件</translation>
    </message>
    <message>
        <source>--months: &apos;%1&apos; is not a whole number of months</source>
        <translation>--months：“%1”不是整月数</translation>
    </message>
    <message>
        <source>--pricing: &apos;%1&apos; is not one of: on-demand, reserved-1y, reserved-3y, spot, purchase</source>
        <translation>--pricing：“%1”不是 on-demand、reserved-1y、reserved-3y、spot、purchase 之一</translation>
    </message>
    <message numerus="yes">
        <source>Owned plus cloud: %1, owning %n GPU(s) and renting the rest at %2</source>
        <translation>
            <numerusform>自购加上云：%1，自购 %n 张 GPU，其余按“%2”租用</numerusform>
        </translation>
    </message>
    <message>
        <source>  mixture of experts: %1 active per token; EP %2, capacity factor %3
</source>
        <translation>  混合专家模型：每 token 激活 %1；专家并行 EP %2，容量因子 %3
</translation>
    </message>
    <message>
        <source>  sequence parallelism with TP
</source>
        <translation>  张量并行同时开启序列并行（SP）
</translation>
    </message>
    <message>
        <source>  hybrid sharding: shard groups of %1 GPUs, %2 replicas
</source>
        <translation>  混合分片（HSDP）：每个分片组 %1 张 GPU，共 %2 个副本
</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 over %n month(s)</source>
        <translation>
            <numerusform>%1：%n 个月共 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>--plan: a project file is required for design</source>
        <translation>--plan：设计网络需要指定项目文件</translation>
    </message>
    <message>
        <source>--out: the project file to write is required</source>
        <translation>--out：需要指定要写入的项目文件</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scenario(s) designed</source>
        <translation>
            <numerusform>%1：已为 %n 个方案设计网络</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>scenario %1 (%2)</source>
        <translation>方案 %1（%2）</translation>
    </message>
    <message>
        <source>missing command (one of: %1); see --help</source>
        <translation>缺少命令（可用命令：%1）；参见 --help</translation>
    </message>
    <message>
        <source>a project file (.cpplan)</source>
        <translation>项目文件（.cpplan）</translation>
    </message>
    <message>
        <source>a scenario of the --plan file (default: the active one)</source>
        <translation>--plan 文件中的某个方案（默认为当前方案）</translation>
    </message>
    <message>
        <source>output format</source>
        <translation>输出格式</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>the customer&apos;s version hides internal prices</source>
        <translation>客户版隐藏内部价格</translation>
    </message>
    <message>
        <source>Estimates one plan: memory, time, cost and findings.</source>
        <translation>估算一个方案：显存、训练时长、费用与风险提示。</translation>
    </message>
    <message>
        <source>one JSON plan per line in, one JSON result per line out</source>
        <translation>每行输入一个 JSON 方案，每行输出一个 JSON 结果</translation>
    </message>
    <message>
        <source>a custom model from a Hugging Face config.json</source>
        <translation>从 Hugging Face config.json 导入自定义模型</translation>
    </message>
    <message>
        <source>Lists the catalog: accelerators, nodes, fabrics, storage, models, stacks and prices.</source>
        <translation>列出产品目录：加速卡、节点、网络、存储、模型、训练框架与价格。</translation>
    </message>
    <message>
        <source>Compares the planner with published training runs.</source>
        <translation>将规划结果与已发表的训练实测数据对比。</translation>
    </message>
    <message>
        <source>published runs to compare with (default: the bundled ones)</source>
        <translation>用于对比的已发表实测数据（默认为内置数据）</translation>
    </message>
    <message>
        <source>every run&apos;s error, not only the summary</source>
        <translation>列出每组实测的误差，而不只是汇总</translation>
    </message>
    <message>
        <source>Searches configurations within a budget and a deadline and proposes three tiers.</source>
        <translation>在预算与工期内搜索配置，给出入门、进阶、旗舰三档方案。</translation>
    </message>
    <message>
        <source>accelerators to consider (default: every one the market offers)</source>
        <translation>参与搜索的加速卡（默认为该市场可供应的全部型号）</translation>
    </message>
    <message>
        <source>the most GPUs a configuration may have</source>
        <translation>单个配置的 GPU 数上限</translation>
    </message>
    <message>
        <source>the most nodes a configuration may have</source>
        <translation>单个配置的节点数上限</translation>
    </message>
    <message>
        <source>the market whose parts and prices apply</source>
        <translation>适用其产品与价格的市场</translation>
    </message>
    <message>
        <source>Writes the project&apos;s proposal as a PDF.</source>
        <translation>将项目方案建议书导出为 PDF。</translation>
    </message>
    <message>
        <source>the customer the proposal is for</source>
        <translation>方案建议书的客户名称</translation>
    </message>
    <message>
        <source>paper size</source>
        <translation>纸张尺寸</translation>
    </message>
    <message>
        <source>Writes the project&apos;s bill of materials as .xlsx or CSV.</source>
        <translation>将项目物料清单导出为 .xlsx 或 CSV。</translation>
    </message>
    <message>
        <source>Compares renting and owning the project&apos;s cluster over months.</source>
        <translation>按月对比项目集群租用与自购的费用。</translation>
    </message>
    <message>
        <source>months compared (default: the plan&apos;s amortization-months)</source>
        <translation>对比的月数（默认为方案的持有期月数）</translation>
    </message>
    <message>
        <source>share of the hours the GPUs are busy (default: the plan&apos;s)</source>
        <translation>GPU 忙碌时长占比（默认为方案的集群使用率）</translation>
    </message>
    <message>
        <source>GPUs in use month by month (default: the plan&apos;s)</source>
        <translation>每月使用的 GPU 数（默认为方案的算力需求）</translation>
    </message>
    <message>
        <source>the pricing modes to print (default: all five)</source>
        <translation>要输出的计费方式（默认为全部五种）</translation>
    </message>
    <message>
        <source>Designs the networks of the project&apos;s scenarios and writes the project.</source>
        <translation>为项目各方案设计网络，并写出项目文件。</translation>
    </message>
    <message>
        <source>add or override catalog entries</source>
        <translation>添加或覆盖产品目录条目</translation>
    </message>
    <message>
        <source>language of messages and help</source>
        <translation>提示信息与帮助的语言</translation>
    </message>
    <message>
        <source>this help (also -h)</source>
        <translation>显示本帮助（也可用 -h）</translation>
    </message>
    <message>
        <source>Usage: clusterplanner-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation>用法：clusterplanner-cli 命令 [选项]

命令：
</translation>
    </message>
    <message>
        <source>
Common options:
</source>
        <translation>
通用选项：
</translation>
    </message>
    <message>
        <source>the program&apos;s version</source>
        <translation>程序版本</translation>
    </message>
    <message>
        <source>
clusterplanner-cli COMMAND --help lists a command&apos;s options and the plan keys it takes as flags (docs/cli.md).
</source>
        <translation>
clusterplanner-cli 命令 --help 列出该命令的选项及其接受的方案参数（见 docs/cli.md）。
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner-cli %1 %2
%3
</source>
        <translation>用法：clusterplanner-cli %1 %2
%3
</translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
选项：
</translation>
    </message>
    <message>
        <source>
Plan flags (also the keys of an --batch line and of a project file&apos;s plan):
</source>
        <translation>
方案参数（也是 --batch 每行及项目文件方案中的键）：
</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (one of: %2)</source>
        <translation>未知命令“%1”（可用命令：%2）</translation>
    </message>
    <message>
        <source>Prints a completion script for bash or zsh: source it, or install it as the shell&apos;s completion file.</source>
        <translation>输出 bash 或 zsh 的补全脚本：可直接 source，或安装为该 shell 的补全文件。</translation>
    </message>
    <message>
        <source>completion: &apos;%1&apos; is not a shell this program writes a script for (bash, zsh)</source>
        <translation>completion：不支持为“%1”生成补全脚本（仅支持 bash、zsh）</translation>
    </message>
    <message>
        <source>the one-page summary (figures, layout, cost) instead of the full proposal</source>
        <translation>输出一页纸摘要（关键指标、并行策略、费用），而非完整方案建议书</translation>
    </message>
    <message>
        <source>  likely %1 (the likely time at the low and the high prices)
</source>
        <translation>  可能区间 %1（按较短工期配低价、较长工期配高价计算）
</translation>
    </message>
    <message>
        <source>&lt; %1 GiB</source>
        <translation>小于 %1 GiB</translation>
    </message>
    <message>
        <source>Parallelism: TP %1, PP %2, DP %3, CP %4, ZeRO %5, micro-batch %6, global batch %7, %8
</source>
        <translation>并行策略：TP %1，PP %2，DP %3，CP %4，ZeRO %5，微批大小 %6，全局批大小 %7，%8
</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <comment>a flag, what is wrong with its value</comment>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos;: %3: %4</source>
        <comment>a flag, its file, the part of the file, what is wrong</comment>
        <translation>--%1：“%2”（%3）%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2</source>
        <comment>a file&apos;s path, what is wrong with it</comment>
        <translation>“%1”%2</translation>
    </message>
    <message>
        <source>  %1 steps of %2: %3 before overheads
</source>
        <translation>  共 %1 步，每步 %2：不计额外开销为 %3
</translation>
    </message>
    <message>
        <source>%1 · %2: %3
</source>
        <translation>%1 · %2：%3
</translation>
    </message>
    <message>
        <source>included in the rented price</source>
        <translation>已含在租用单价中</translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation>未发现瓶颈或风险。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a plan flag: what it is, its values</comment>
        <translation>%1。取值：%2</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>No tier: %1
</source>
        <translation>没有满足条件的档位：%1
</translation>
    </message>
    <message>
        <source>%1 configurations and %2 layouts examined in %3 s
</source>
        <translation>共评估 %1 种配置、%2 种并行策略，用时 %3 秒
</translation>
    </message>
    <message>
        <source>Prints this manual page in roff, made from the same tables as the help: install it as clusterplanner-cli.1.</source>
        <translation>以 roff 格式输出本手册页（与帮助信息出自同一组表格），可安装为 clusterplanner-cli.1。</translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation>用户命令</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>plans GPU training clusters from the command line</source>
        <translation>在命令行中规划 GPU 训练集群</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>概述</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Estimates the memory, training time and cost of a GPU training plan, searches configurations within a budget and a deadline, and writes proposals, bills of materials and network designs. A plan is a project file of the desktop application, clusterplanner(1), or flags on the command line.</source>
        <translation>估算 GPU 训练方案的显存、训练时长与费用，在预算与工期内搜索配置，并输出方案建议书、物料清单与网络设计。方案可以是桌面应用 clusterplanner 的项目文件，也可以是命令行参数。</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>COMMON OPTIONS</source>
        <translation>通用选项</translation>
    </message>
    <message>
        <source>PLAN FLAGS</source>
        <translation>方案参数</translation>
    </message>
    <message>
        <source>Also the keys of an --batch line and of a project file&apos;s plan.</source>
        <translation>也是 --batch 每行及项目文件方案中的键。</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>0 when the command did what it was asked; 2 for a bad flag, value or file, with one line on standard error naming it.</source>
        <translation>命令正常完成时为 0；参数、取值或文件有误时为 2，并在标准错误输出一行说明出错之处。</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>参见</translation>
    </message>
    <message>
        <source>--cluster-from: &apos;%1&apos;: %2</source>
        <translation>--cluster-from：“%1”：%2</translation>
    </message>
    <message>
        <source>--cluster-from: GPU type &apos;%1&apos; read as %2; name another with --gpu</source>
        <translation>--cluster-from：加速卡型号“%1”按 %2 处理；如为其他型号，请用 --gpu 指定</translation>
    </message>
    <message>
        <source>--cluster-from: the listing names no GPU type; the plan&apos;s is kept (name it with --gpu)</source>
        <translation>--cluster-from：清单未写明加速卡型号，沿用方案中的型号（可用 --gpu 指定）</translation>
    </message>
    <message numerus="yes">
        <source>--cluster-from: %n node(s) without GPUs left out</source>
        <translation>
            <numerusform>--cluster-from：已略去 %n 个不带 GPU 的节点</numerusform>
        </translation>
    </message>
    <message>
        <source>--cluster-from: the listing does not say the network between the nodes; the plan&apos;s is kept (name it with --inter-node)</source>
        <translation>--cluster-from：清单未写明节点间网络，沿用方案中的网络（可用 --inter-node 指定）</translation>
    </message>
    <message>
        <source>--cluster-from: the listing&apos;s GPUs are joined by PCIe, not NVLink; name such a server with --node (clusterplanner-cli catalog lists them)</source>
        <translation>--cluster-from：清单中的 GPU 经 PCIe 而非 NVLink 互联；请用 --node 指定此类服务器（可用 clusterplanner-cli catalog 查看）</translation>
    </message>
    <message>
        <source>the cluster a listing holds (SLURM `scontrol show node` or `sinfo` with GRES, `kubectl get nodes -o json`, `nvidia-smi topo -m`): its GPU, nodes and GPUs per node</source>
        <translation>按集群清单（SLURM `scontrol show node` 或带 GRES 的 `sinfo`、`kubectl get nodes -o json`、`nvidia-smi topo -m`）读取集群：加速卡型号、节点数与每节点 GPU 数</translation>
    </message>
    <message>
        <source>--out: the folder to write the kit into is required</source>
        <translation>--out：须指定写入部署包的文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%1: launch kit for %n node(s) x %2 GPUs (TP %3, PP %4, DP %5, CP %6)</source>
        <translation>
            <numerusform>%1：%n 个节点 × %2 卡的部署包（TP %3，PP %4，DP %5，CP %6）</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes the plan&apos;s launch kit into a new or empty folder: a SLURM batch script, a torchrun launch script, the training stack&apos;s configuration, a Kubeflow PyTorchJob, a trial run and a README.</source>
        <translation>将方案的部署包写入新建或空的文件夹：SLURM 训练任务脚本、torchrun 启动脚本、训练框架配置、Kubeflow PyTorchJob、试运行脚本和说明文档 README。</translation>
    </message>
    <message>
        <source>the folder to write the kit into (new or empty)</source>
        <translation>写入部署包的文件夹（新建或为空）</translation>
    </message>
</context>
<context>
    <name>CostSpan</name>
    <message>
        <source>job %1</source>
        <translation>训练时长 %1</translation>
    </message>
    <message>
        <source>%1-year commitment</source>
        <translation>%1 年预留期</translation>
    </message>
    <message>
        <source>%1-month ownership</source>
        <translation>%1 个月持有期</translation>
    </message>
    <message>
        <source>%1-year commitment; job %2, %3 % used</source>
        <translation>%1 年预留期；训练时长 %2，占用 %3%</translation>
    </message>
    <message>
        <source>%1-month ownership; job %2</source>
        <translation>%1 个月持有期；训练时长 %2</translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-year commitment; its own share is %3</source>
        <translation>训练任务占用 %2 年预留期的 %1%，自身分摊 %3</translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-month ownership; its own share is %3</source>
        <translation>训练任务占用 %2 个月持有期的 %1%，自身分摊 %3</translation>
    </message>
    <message>
        <source>assumed price, re-quote</source>
        <translation>估算价，需重新询价</translation>
    </message>
    <message>
        <source>job %1, %2 % used</source>
        <translation>训练时长 %1，占用 %2%</translation>
    </message>
    <message>
        <source>incl. %1 % for trial-and-error runs</source>
        <translation>含 %1% 试错与重新运行余量</translation>
    </message>
    <message>
        <source>%1-month minimum rental</source>
        <translation>最短租期 %1 个月</translation>
    </message>
    <message>
        <source>%1-month minimum rental; job %2, %3 % used</source>
        <translation>最短租期 %1 个月；训练时长 %2，占用 %3%</translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-month minimum rental; its own share is %3</source>
        <translation>训练任务占用 %2 个月最短租期的 %1%，自身分摊 %3</translation>
    </message>
</context>
<context>
    <name>ErrorField</name>
    <message>
        <source>project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>file format version</source>
        <translation>文件格式版本</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: %2</source>
        <translation>“%1”无效，可选值：%2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>needs an fp16 or bf16 peak</source>
        <translation>需要提供 fp16 或 bf16 峰值算力</translation>
    </message>
    <message>
        <source>must be at most 1</source>
        <translation>不能大于 1</translation>
    </message>
    <message>
        <source>is smaller than gpus</source>
        <translation>小于 gpus</translation>
    </message>
    <message>
        <source>must be a non-negative number</source>
        <translation>必须是非负数</translation>
    </message>
    <message>
        <source>does not divide hidden</source>
        <translation>不能整除 hidden</translation>
    </message>
    <message>
        <source>does not divide heads</source>
        <translation>不能整除 heads</translation>
    </message>
    <message>
        <source>the top level must be an object</source>
        <translation>顶层必须是对象</translation>
    </message>
    <message>
        <source>unsupported catalog format (this version reads 1)</source>
        <translation>不支持的目录格式（当前版本仅支持格式 1）</translation>
    </message>
    <message>
        <source>must be an array of entries</source>
        <translation>必须是条目数组</translation>
    </message>
    <message>
        <source>is missing or not a string</source>
        <translation>缺失或不是字符串</translation>
    </message>
    <message>
        <source>is longer than 100 characters</source>
        <translation>超过 100 个字符</translation>
    </message>
    <message>
        <source>has no catalog section</source>
        <translation>缺少 catalog 段</translation>
    </message>
    <message>
        <source>names an accelerator that is not in the catalog</source>
        <translation>引用了目录中不存在的加速卡</translation>
    </message>
    <message>
        <source>bundled catalog file is missing from the build</source>
        <translation>构建产物中缺少内置目录文件</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>is larger than 64 MB</source>
        <translation>超过 64 MB</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation>未知的加速卡“%1”</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>不能小于 1</translation>
    </message>
    <message>
        <source>unknown node template &apos;%1&apos;</source>
        <translation>未知的节点模板“%1”</translation>
    </message>
    <message>
        <source>node template &apos;%1&apos; holds no GPUs</source>
        <translation>节点模板“%1”不含 GPU</translation>
    </message>
    <message>
        <source>node template &apos;%1&apos; holds at most %2 GPUs</source>
        <translation>节点模板“%1”最多支持 %2 张 GPU</translation>
    </message>
    <message>
        <source>the GPU count (%1) must be a multiple of gpus-per-node (%2)</source>
        <translation>GPU 总数（%1）必须是 gpus-per-node（%2）的整数倍</translation>
    </message>
    <message>
        <source>unknown fabric &apos;%1&apos;</source>
        <translation>未知的网络类型“%1”</translation>
    </message>
    <message>
        <source>unknown storage tier &apos;%1&apos;</source>
        <translation>未知的存储层级“%1”</translation>
    </message>
    <message>
        <source>duplicate element id &apos;%1&apos;</source>
        <translation>设备 ID “%1”重复</translation>
    </message>
    <message>
        <source>template &apos;%1&apos; holds at most %2 GPUs</source>
        <translation>模板“%1”最多支持 %2 张 GPU</translation>
    </message>
    <message>
        <source>has no GPU node</source>
        <translation>没有 GPU 节点</translation>
    </message>
    <message>
        <source>link %1 - %2 names an unknown element</source>
        <translation>链路 %1 - %2 指向未知设备</translation>
    </message>
    <message>
        <source>link %1 - %2 needs a count of at least 1</source>
        <translation>链路 %1 - %2 的端口数不能小于 1</translation>
    </message>
    <message>
        <source>link %1 - %2: unknown fabric &apos;%3&apos;</source>
        <translation>链路 %1 - %2：未知的网络类型“%3”</translation>
    </message>
    <message>
        <source>this model family does not fit the workload &apos;%1&apos;</source>
        <translation>该模型类型不适用于任务类型“%1”</translation>
    </message>
    <message>
        <source>a transformer needs layers, hidden and heads</source>
        <translation>Transformer 模型需要指定 layers、hidden 和 heads</translation>
    </message>
    <message>
        <source>heads (%1) must divide hidden (%2)</source>
        <translation>heads（%1）必须能整除 hidden（%2）</translation>
    </message>
    <message>
        <source>kv-heads (%1) must divide heads (%2)</source>
        <translation>kv-heads（%1）必须能整除 heads（%2）</translation>
    </message>
    <message>
        <source>image is smaller than one patch</source>
        <translation>图像尺寸小于一个 patch</translation>
    </message>
    <message>
        <source>sequence length must be positive</source>
        <translation>序列长度必须为正数</translation>
    </message>
    <message>
        <source>this model family needs params and forward FLOPs per sample</source>
        <translation>该模型类型需要提供参数量和每样本前向 FLOPs</translation>
    </message>
    <message>
        <source>LoRA needs a transformer model</source>
        <translation>LoRA 仅适用于 Transformer 模型</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation>必须在 %1 到 %2 之间（实际为 %3）</translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation>必须是整数（实际为 %1）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not true or false</source>
        <translation>“%1”不是 true 或 false</translation>
    </message>
    <message>
        <source>unknown model preset &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation>未知的模型预设“%1”（参见 clusterplanner-cli catalog）</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation>未知的加速卡“%1”（参见 clusterplanner-cli catalog）</translation>
    </message>
    <message>
        <source>unknown fabric &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation>未知的网络类型“%1”（参见 clusterplanner-cli catalog）</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>未知选项</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>必须是 JSON 对象</translation>
    </message>
    <message>
        <source>is longer than 200 characters</source>
        <translation>超过 200 个字符</translation>
    </message>
    <message>
        <source>is out of range</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: training, storage, management</source>
        <translation>“%1”无效，可选值：training、storage、management</translation>
    </message>
    <message>
        <source>must be a number, string or boolean</source>
        <translation>必须是数字、字符串或布尔值</translation>
    </message>
    <message>
        <source>is not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>tp x pp x cp (%1) must divide the GPU count (%2)</source>
        <translation>tp × pp × cp（%1）必须能整除 GPU 总数（%2）</translation>
    </message>
    <message>
        <source>tp x pp x cp x dp (%1) must equal the GPU count (%2)</source>
        <translation>tp × pp × cp × dp（%1）必须等于 GPU 总数（%2）</translation>
    </message>
    <message>
        <source>interleaved stages (vp) need pipeline parallelism (pp of 2 or more)</source>
        <translation>交错式流水线阶段（vp）需要启用流水线并行（pp 至少为 2）</translation>
    </message>
    <message>
        <source>tp (%1) must divide the attention heads (%2)</source>
        <translation>tp（%1）必须能整除注意力头数（%2）</translation>
    </message>
    <message>
        <source>pp x vp exceeds the number of layers</source>
        <translation>pp × vp 超过了模型层数</translation>
    </message>
    <message>
        <source>cp must divide the sequence length</source>
        <translation>cp 必须能整除序列长度</translation>
    </message>
    <message>
        <source>tensor, pipeline and context parallelism apply to transformers only</source>
        <translation>张量并行、流水线并行和上下文并行仅适用于 Transformer 模型</translation>
    </message>
    <message>
        <source>global batch (%1) must be a multiple of dp x micro-batch (%2)</source>
        <translation>全局批大小（%1）必须是 dp × 微批大小（%2）的整数倍</translation>
    </message>
    <message>
        <source>dp (%1) must divide the GPU count (%2)</source>
        <translation>dp（%1）必须能整除 GPU 总数（%2）</translation>
    </message>
    <message>
        <source>global batch (%1) must be a multiple of dp (%2)</source>
        <translation>全局批大小（%1）必须是 dp（%2）的整数倍</translation>
    </message>
    <message>
        <source>no parallel layout fits the GPU count %1</source>
        <translation>GPU 数为 %1 时找不到可行的并行切分方式</translation>
    </message>
    <message>
        <source>give the dataset size as tokens, samples or dataset-bytes</source>
        <translation>请用 tokens、samples 或 dataset-bytes 指定数据集规模</translation>
    </message>
    <message>
        <source>link %1 - %2: a %3 port cannot connect to switch %4 (%5)</source>
        <translation>链路 %1 - %2：%3 端口无法接入交换机 %4（%5）</translation>
    </message>
    <message>
        <source>is nested deeper than %1 levels (at byte %2)</source>
        <translation>嵌套层数超过 %1 层（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date of the form 2026-12-31</source>
        <translation>“%1”不是 2026-12-31 格式的日期</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <translation>“%1”重复使用</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node or switch of this topology</source>
        <translation>“%1”不是本拓扑中的节点或交换机</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>%1 is from a newer version of ClusterPlanner; this version reads formats 1 to %2</source>
        <translation>%1 过新：本版本可读取 1～%2，该文件由更新版本的集群规划师创建，请升级后再打开</translation>
    </message>
    <message>
        <source>%1 is not a project format</source>
        <translation>%1 不是有效的项目格式</translation>
    </message>
    <message>
        <source>unknown section</source>
        <translation>未知的段</translation>
    </message>
    <message>
        <source>no allowed accelerator fits this model in memory with up to %1 GPUs; allow more GPUs or larger cards</source>
        <translation>GPU 数量不超过 %1 张时，所有可选加速卡的显存都放不下该模型；请放宽 GPU 数量上限或选用显存更大的卡</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>the deadline binds: the fastest plan within budget takes %1, past %2 days</source>
        <translation>受工期限制：预算内最快的方案也需要 %1，超出 %2 天的工期</translation>
    </message>
    <message>
        <source>must be a list of at least one scenario</source>
        <translation>必须是至少包含一个方案的列表</translation>
    </message>
    <message>
        <source>holds more than %1 scenarios</source>
        <translation>方案数超过 %1 个</translation>
    </message>
    <message>
        <source>must be a scenario&apos;s index, from 0 to %1</source>
        <translation>必须是方案序号，取值 0 到 %1</translation>
    </message>
    <message>
        <source>the rack power binds: every node that fits the model draws more than %1 kW; allow more power per rack or other cards</source>
        <translation>受单机柜功率限制：能放下该模型的节点功耗均超过 %1 kW；请提高单机柜功率或换用其他加速卡</translation>
    </message>
    <message>
        <source>no allowed accelerator fits this model in memory with up to %1 GPUs and %2 nodes; allow more nodes, GPUs or larger cards</source>
        <translation>GPU 数量不超过 %1 张、节点数不超过 %2 个时，所有可选加速卡的显存都放不下该模型；请放宽节点数或 GPU 数量上限，或选用显存更大的卡</translation>
    </message>
    <message>
        <source>no price list has a price for accelerator &apos;%1&apos;</source>
        <translation>所有价目表中都没有加速卡“%1”的价格</translation>
    </message>
    <message>
        <source>no scenario &apos;%1&apos;; this project has %2</source>
        <translation>没有方案“%1”；该项目包含的方案：%2</translation>
    </message>
    <message>
        <source>is above tdp_W</source>
        <translation>高于 tdp_W</translation>
    </message>
    <message>
        <source>the default training stack is missing</source>
        <translation>缺少默认训练框架</translation>
    </message>
    <message>
        <source>unknown training stack &apos;%1&apos; (one of: auto, %2)</source>
        <translation>未知的训练框架“%1”（可用：auto、%2）</translation>
    </message>
    <message>
        <source>give the trial&apos;s measured tokens/s per GPU with --trial-gpus</source>
        <translation>使用 --trial-gpus 时须同时给出试运行实测的每卡 token/秒</translation>
    </message>
    <message>
        <source>give the trial&apos;s GPU count with its measurements</source>
        <translation>请同时给出试运行所用的 GPU 数量</translation>
    </message>
    <message>
        <source>the trial&apos;s GPUs (%1) must be a multiple of the plan&apos;s tp x pp x cp (%2)</source>
        <translation>试运行的 GPU 数（%1）必须是本方案 tp × pp × cp（%2）的整数倍</translation>
    </message>
    <message>
        <source>the trial run cannot be modelled on %1 GPUs</source>
        <translation>无法在 %1 张 GPU 上建模该试运行</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU is out of reach of this configuration (the model gives %2; check the trial&apos;s layout and GPUs)</source>
        <translation>每卡 %1 token/秒 超出该配置可能达到的范围（模型估算为 %2；请核对试运行的并行方式和 GPU）</translation>
    </message>
    <message>
        <source>the trial run cannot be modelled</source>
        <translation>无法建模该试运行</translation>
    </message>
    <message>
        <source>%1 GiB measured against %2 GiB modelled (%3 GiB of it weights, gradients and optimizer states): not this configuration</source>
        <translation>实测 %1 GiB，模型估算 %2 GiB（其中权重、梯度和优化器状态 %3 GiB）：与该配置不符</translation>
    </message>
    <message>
        <source>names a fabric that is not in the catalog</source>
        <translation>指向目录中不存在的网络</translation>
    </message>
    <message>
        <source>the budget binds: the cheapest plan that fits costs %1 (%2), above %3</source>
        <translation>受预算限制，能放下模型的最便宜方案需要 %1（%2），超出 %3 的预算</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>没有访问权限</translation>
    </message>
    <message>
        <source>unknown market (one of: global, mainland-china)</source>
        <translation>未知的市场（可选值：global、mainland-china）</translation>
    </message>
    <message>
        <source>the plan is not evaluated</source>
        <translation>该方案尚未完成估算</translation>
    </message>
    <message>
        <source>no trial run of this layout can be planned</source>
        <translation>无法为该并行策略规划试运行</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: global, mainland-china</source>
        <translation>“%1”无效，可选值：global、mainland-china</translation>
    </message>
    <message>
        <source>the market binds: none of the allowed accelerators is offered in %1 with this pricing (export rules); allow other cards, or rent where the market has installed capacity</source>
        <translation>受市场限制，按当前计费方式，所选加速卡在%1市场均无法获得（出口管制规则）；请放宽可选加速卡，或改为租用该市场已部署的算力</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is a FIFO or socket, not a file</source>
        <translation>是管道或套接字，不是文件</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>是设备，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation>超过 %1 MB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is a symbolic link; name the file itself, it is not followed</source>
        <translation>是符号链接：为安全起见不跟随链接，请直接指定文件本身</translation>
    </message>
    <message>
        <source>the estimate is not a finite number: check the accelerator&apos;s figures in the catalog (peak FLOP/s, memory, bandwidth) and the dataset size</source>
        <translation>估算结果不是有限数值：请检查目录中该加速卡的参数（峰值算力、显存、带宽）以及数据集规模</translation>
    </message>
    <message>
        <source>the job would take %1 years on this cluster, past any plan: check the dataset size and the GPU count</source>
        <translation>该训练任务在此集群上需要 %1 年，超出任何合理规划：请检查数据集规模和 GPU 数量</translation>
    </message>
    <message>
        <source>the estimate has no throughput: check the accelerator&apos;s figures in the catalog</source>
        <translation>估算得不到吞吐量：请检查目录中该加速卡的参数</translation>
    </message>
    <message>
        <source>the accelerator computes under 1 GFLOP/s per GPU in this plan, so the job would take %1 years: check its figures in the catalog</source>
        <translation>在此方案中该加速卡每卡算力不足 1 GFLOP/s，训练任务将需要 %1 年：请检查目录中该加速卡的参数</translation>
    </message>
    <message>
        <source>is not valid JSON (column %1)</source>
        <translation>不是有效的 JSON（第 %1 列）</translation>
    </message>
    <message>
        <source>contains the control character U+%1, which would cut or reorder the text</source>
        <translation>含有控制字符 U+%1，会截断文字或打乱其顺序</translation>
    </message>
    <message>
        <source>is not valid JSON (line %1, column %2)</source>
        <translation>不是有效的 JSON（第 %1 行第 %2 列）</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>must be at least %1 (got %2)</source>
        <translation>不能小于 %1（实际为 %2）</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>unknown section (expected accelerators, fabrics, switches, storage, nodes, prices, models, frameworks or exchange_rate)</source>
        <translation>未知的段（应为 accelerators、fabrics、switches、storage、nodes、prices、models、frameworks 或 exchange_rate）</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>必须是字符串数组</translation>
    </message>
    <message>
        <source>does not divide the hidden size</source>
        <translation>不能整除隐藏层维度</translation>
    </message>
    <message>
        <source>must be between 1 and the experts</source>
        <translation>须在 1 与专家数之间</translation>
    </message>
    <message>
        <source>must be fewer than the layers</source>
        <translation>须少于层数</translation>
    </message>
    <message>
        <source>MoE layers other than every layer cannot be planned</source>
        <translation>无法规划非逐层的 MoE 层分布</translation>
    </message>
    <message>
        <source>a shared expert of its own width cannot be planned</source>
        <translation>无法规划宽度独立设置的共享专家</translation>
    </message>
    <message>
        <source>experts in a &apos;%1&apos; model, whose family has none</source>
        <translation>&apos;%1&apos; 模型的架构没有专家，却给出了专家数</translation>
    </message>
    <message>
        <source>expert parallelism (ep) needs a mixture-of-experts model</source>
        <translation>专家并行（ep）仅适用于混合专家（MoE）模型</translation>
    </message>
    <message>
        <source>ep (%1) must divide the routed experts (%2)</source>
        <translation>ep（%1）须整除路由专家数（%2）</translation>
    </message>
    <message>
        <source>experts apply to decoder models only</source>
        <translation>专家仅适用于解码器模型</translation>
    </message>
    <message>
        <source>experts per token (%1) must be between 1 and the experts (%2)</source>
        <translation>每 token 激活专家数（%1）须在 1 与专家数（%2）之间</translation>
    </message>
    <message>
        <source>dense layers (%1) must be fewer than the layers (%2)</source>
        <translation>稠密层数（%1）须少于总层数（%2）</translation>
    </message>
    <message>
        <source>needs routed experts (experts)</source>
        <translation>需先设置路由专家数（experts）</translation>
    </message>
    <message>
        <source>latent attention (kv-lora-rank) needs head-dim and rope-head-dim</source>
        <translation>多头潜在注意力（kv-lora-rank）需要 head-dim 和 rope-head-dim</translation>
    </message>
    <message>
        <source>needs latent attention (kv-lora-rank)</source>
        <translation>需先设置多头潜在注意力（kv-lora-rank）</translation>
    </message>
    <message>
        <source>ep (%1) must divide tp x cp x dp (%2)</source>
        <translation>ep（%1）须整除 tp × cp × dp（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of GPUs from 0 to 1,000,000, nor one of: %2</source>
        <translation>“%1”既不是 0 到 1,000,000 之间的 GPU 数，也不是 %2 之一</translation>
    </message>
    <message>
        <source>shard-group (%1) must divide dp x cp (%2)</source>
        <translation>分片组 shard-group（%1）须整除 dp × cp（%2）</translation>
    </message>
    <message>
        <source>must be an array of at most %1 entries</source>
        <translation>必须是数组，且最多 %1 个条目</translation>
    </message>
    <message>
        <source>the search would try more than %1 configurations (accelerators x node templates x sizes x fabrics); allow fewer accelerators or fewer GPUs</source>
        <translation>搜索需要尝试的配置超过 %1 种（加速卡 × 节点模板 × 规模 × 网络）；请减少可选的加速卡或 GPU 上限</translation>
    </message>
    <message>
        <source>names the accelerators&apos; vendor a port runs on</source>
        <translation>须注明该移植版本所运行加速卡的厂商</translation>
    </message>
    <message>
        <source>names no training stack of the catalog that is not itself a port</source>
        <translation>未指向产品目录中的原生训练框架（不能是另一移植版本）</translation>
    </message>
    <message>
        <source>the deadline binds: the fastest plan within budget takes %1 after a %2-day lead time, past %3 days</source>
        <translation>受工期限制：预算内最快的方案在 %2 天交付周期之后还需 %1，超出 %3 天的工期</translation>
    </message>
    <message>
        <source>is more than memory_GiB</source>
        <translation>大于 memory_GiB</translation>
    </message>
    <message>
        <source>must be at most 60</source>
        <translation>不得超过 60</translation>
    </message>
    <message>
        <source>must hold 1, the typical figure</source>
        <translation>须包含 1（即典型值）</translation>
    </message>
    <message>
        <source>must hold on_demand_per_gpu_hour</source>
        <translation>须包含 on_demand_per_gpu_hour 的取值</translation>
    </message>
    <message>
        <source>must hold purchase_per_gpu</source>
        <translation>须包含 purchase_per_gpu 的取值</translation>
    </message>
    <message>
        <source>names no other price list of the catalog</source>
        <translation>指向目录中不存在的其他价目表</translation>
    </message>
    <message>
        <source>must be two numbers, [low, high]</source>
        <translation>须为两个数值，依次为下限与上限</translation>
    </message>
    <message>
        <source>its low is above its high</source>
        <translation>下限高于上限</translation>
    </message>
    <message>
        <source>unknown price list &apos;%1&apos; (one of: %2)</source>
        <translation>未知的价目表“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>must be at most 0.5</source>
        <translation>不得超过 0.5</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: sxm, pcie, oam, module, superchip</source>
        <translation>“%1”无效，可选值：sxm、pcie、oam、module、superchip</translation>
    </message>
    <message>
        <source>is larger than nodes</source>
        <translation>不能大于 nodes</translation>
    </message>
    <message>
        <source>names no amount of the list</source>
        <translation>不是该价目表中的金额项</translation>
    </message>
    <message>
        <source>must hold the typical figure</source>
        <translation>须包含典型值</translation>
    </message>
    <message>
        <source>the trays of &apos;%1&apos; hold %2 GPUs each: the GPU count must be a multiple of %2</source>
        <translation>“%1”的每个计算托盘装 %2 张 GPU：GPU 数量须为 %2 的整数倍</translation>
    </message>
    <message>
        <source>must be a text naming the source</source>
        <translation>须为注明来源的文字</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>expected KEY=VALUE fields of `scontrol show node`, starting with NodeName= (got &apos;%1&apos;)</source>
        <translation>应为 `scontrol show node` 的 KEY=VALUE 字段，并以 NodeName= 开头（实际为“%1”）</translation>
    </message>
    <message>
        <source>NodeName= without a name</source>
        <translation>NodeName= 后缺少节点名</translation>
    </message>
    <message>
        <source>expected a node&apos;s record to start with NodeName= (got &apos;%1=&apos;)</source>
        <translation>节点记录应以 NodeName= 开头（实际为“%1=”）</translation>
    </message>
    <message>
        <source>no node in the listing: expected the output of `scontrol show node` (NodeName=... fields)</source>
        <translation>清单中没有节点：应为 `scontrol show node` 的输出（NodeName=... 字段）</translation>
    </message>
    <message>
        <source>node %1: Gres=%2 does not end in a GPU count (expected gpu:TYPE:COUNT or gpu:COUNT)</source>
        <translation>节点 %1：Gres=%2 末尾不是 GPU 数量（应为 gpu:TYPE:COUNT 或 gpu:COUNT）</translation>
    </message>
    <message>
        <source>node %1: GPU type &apos;%2&apos; is no accelerator of the catalog (clusterplanner-cli catalog lists them); name it with --gpu</source>
        <translation>节点 %1：加速卡型号“%2”不在产品目录中（可用 clusterplanner-cli catalog 查看）；请用 --gpu 指定</translation>
    </message>
    <message>
        <source>node %1 has %2 GPUs (%3), node %4 has %5 (%6): a plan holds nodes of one kind (list one partition)</source>
        <translation>节点 %1 有 %2 张 GPU（%3），节点 %4 有 %5 张（%6）：一个方案只包含一种节点（请只列出一个分区）</translation>
    </message>
    <message>
        <source>no node in the listing has a GPU (Gres=gpu:...)</source>
        <translation>清单中没有带 GPU 的节点（Gres=gpu:...）</translation>
    </message>
    <message>
        <source>expected the nodes of `kubectl get nodes -o json`, each with metadata and status</source>
        <translation>应为 `kubectl get nodes -o json` 的节点列表，每个节点含 metadata 与 status</translation>
    </message>
    <message>
        <source>expected the nodes of `kubectl get nodes -o json` in items[]</source>
        <translation>应为 `kubectl get nodes -o json` 的输出，节点位于 items[] 中</translation>
    </message>
    <message>
        <source>no node in the listing: expected the output of `kubectl get nodes -o json`</source>
        <translation>清单中没有节点：应为 `kubectl get nodes -o json` 的输出</translation>
    </message>
    <message>
        <source>expected %1 columns as the header names, got %2</source>
        <translation>表头有 %1 列，此行却有 %2 列</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no SLURM host list</source>
        <translation>“%1”不是有效的 SLURM 主机列表</translation>
    </message>
    <message>
        <source>NODES says %1, the host list %2 names %3</source>
        <translation>NODES 列为 %1，而主机列表 %2 含 %3 个节点</translation>
    </message>
    <message>
        <source>no node in the listing: expected a sinfo table with a GRES column</source>
        <translation>清单中没有节点：应为带 GRES 列的 sinfo 表</translation>
    </message>
    <message>
        <source>expected the header of a sinfo table with NODELIST (or HOSTNAMES) and GRES columns, as `sinfo -N -o &apos;%N %G&apos;` prints it</source>
        <translation>应为含 NODELIST（或 HOSTNAMES）与 GRES 列的 sinfo 表头，即 `sinfo -N -o &apos;%N %G&apos;` 的输出</translation>
    </message>
    <message>
        <source>line %1: expected the header of `nvidia-smi topo -m`, starting with GPU0</source>
        <translation>第 %1 行：应为 `nvidia-smi topo -m` 的表头，以 GPU0 开头</translation>
    </message>
    <message>
        <source>no GPU in the listing: expected the output of `nvidia-smi topo -m`</source>
        <translation>清单中没有 GPU：应为 `nvidia-smi topo -m` 的输出</translation>
    </message>
    <message>
        <source>the plan has no GPUs to launch on</source>
        <translation>方案中没有可运行的加速卡</translation>
    </message>
    <message>
        <source>the nodes hold different numbers of GPUs; a launch kit needs nodes alike</source>
        <translation>各节点的加速卡数量不同；部署包要求节点配置一致</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a file, not a folder</source>
        <translation>“%1”是文件，不是文件夹</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not empty: the kit goes into a new or empty folder</source>
        <translation>“%1”不为空：部署包须写入新建或空的文件夹</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be created</source>
        <translation>无法创建“%1”</translation>
    </message>
    <message>
        <source>the text has no line of --trial-* flags (the last line trial.sh prints)</source>
        <translation>文本中没有 --trial-* 参数行（即 trial.sh 输出的最后一行）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a --trial-* flag</source>
        <translation>“%1”不是 --trial-* 参数</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>缺少取值</translation>
    </message>
    <message>
        <source>the plan does not fit in the GPUs&apos; memory (%1 GiB needed per GPU, %2 GiB there): change the layout or the GPUs first</source>
        <translation>方案超出显存（每卡需要 %1 GiB，实有 %2 GiB）：请先调整并行方式或加速卡</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>the plan cannot be evaluated: %1: %2</source>
        <translation>方案无法评估：%1：%2</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>Estimate and bill of materials as JSON</source>
        <translation>估算结果与物料清单（JSON）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Excel workbooks</source>
        <translation>Excel 工作簿</translation>
    </message>
    <message>
        <source>CSV files</source>
        <translation>CSV 文件</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>The model needs %1 GiB per GPU but the card has %2 GiB.</source>
        <translation>模型每卡需要 %1 GiB 显存，但该卡只有 %2 GiB。</translation>
    </message>
    <message>
        <source>Shard more (ZeRO, tensor parallelism), recompute activations, or lower the micro-batch.</source>
        <translation>加大切分（ZeRO、张量并行）、启用激活重计算，或减小微批大小。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 runs over PCIe: every layer waits for all-reduces on a slow link.</source>
        <translation>张量并行度为 %1，但通信经由 PCIe：每一层都须在慢速链路上等待 all-reduce 完成。</translation>
    </message>
    <message>
        <source>Use an NVLink/NVSwitch server (SXM), or keep tensor parallelism at 1 and use ZeRO or pipeline parallelism instead.</source>
        <translation>换用 NVLink/NVSwitch 服务器（SXM），或将张量并行度设为 1，改用 ZeRO 或流水线并行。</translation>
    </message>
    <message>
        <source>Prefer an NVLink/NVSwitch server for multi-GPU training.</source>
        <translation>多卡训练优先选用 NVLink/NVSwitch 服务器。</translation>
    </message>
    <message>
        <source>The inter-node network runs at %1 Gb/s, below the 25 Gb/s minimum for distributed training.</source>
        <translation>节点间网络仅 %1 Gb/s，低于分布式训练 25 Gb/s 的最低要求。</translation>
    </message>
    <message>
        <source>Use at least 100 Gb/s RoCE or 200 Gb/s InfiniBand between GPU nodes.</source>
        <translation>GPU 节点之间至少使用 100 Gb/s RoCE 或 200 Gb/s InfiniBand。</translation>
    </message>
    <message>
        <source>The inter-node network runs at %1 Gb/s; multi-node training wants 100 Gb/s or more.</source>
        <translation>节点间网络为 %1 Gb/s；多节点训练建议 100 Gb/s 或以上。</translation>
    </message>
    <message>
        <source>Storage delivers %2 GB/s but the GPUs consume %1 GB/s: they wait for data.</source>
        <translation>存储只能提供 %2 GB/s，而加速卡需要 %1 GB/s：加速卡因等待数据而空闲。</translation>
    </message>
    <message>
        <source>Add storage units or an NVMe cache tier, or pre-stage the data set to local NVMe.</source>
        <translation>增加存储单元或 NVMe 缓存层，或将数据集预先复制到本地 NVMe。</translation>
    </message>
    <message>
        <source>Image data on an HDD tier: small random reads collapse HDD throughput.</source>
        <translation>图像数据存放在 HDD 存储层级：小文件随机读会使 HDD 吞吐急剧下降。</translation>
    </message>
    <message>
        <source>Keep the hot training set on NVMe or all-flash storage; use HDD for cold archives.</source>
        <translation>将热训练数据存放在 NVMe 或全闪存储上，HDD 仅用于冷数据归档。</translation>
    </message>
    <message>
        <source>Storage traffic shares the training network: data reads and gradient synchronisation fight for bandwidth.</source>
        <translation>存储流量走训练网络：数据读取与梯度同步相互争抢带宽。</translation>
    </message>
    <message>
        <source>Put storage on a network of its own.</source>
        <translation>为存储单独组建网络。</translation>
    </message>
    <message>
        <source>The cluster has no management network.</source>
        <translation>集群缺少管理网络。</translation>
    </message>
    <message>
        <source>Add a separate management switch for scheduling, monitoring and out-of-band access.</source>
        <translation>增加一台独立的管理交换机，用于调度、监控和带外管理。</translation>
    </message>
    <message>
        <source>A node draws up to %1 kW, above the rack budget of %2 kW.</source>
        <translation>单节点功耗最高 %1 kW，超出 %2 kW 的单机柜功率。</translation>
    </message>
    <message>
        <source>Raise the rack power quota, spread nodes over more racks, or cap GPU power.</source>
        <translation>提高单机柜功率、将节点分散到更多机柜，或限制 GPU 功耗。</translation>
    </message>
    <message>
        <source>Host RAM (%1 GiB) is less than the node&apos;s GPU memory (%2 GiB).</source>
        <translation>主机内存（%1 GiB）小于节点的显存总量（%2 GiB）。</translation>
    </message>
    <message>
        <source>Fit at least as much RAM as GPU memory (256 GB or more per GPU server).</source>
        <translation>内存至少应与显存总量相当（每台 GPU 服务器 256 GB 或以上）。</translation>
    </message>
    <message>
        <source>Only %1 CPU cores per GPU: the data loader may starve the GPUs.</source>
        <translation>每卡仅有 %1 个 CPU 核：数据加载速度可能不足，GPU 会因等待数据而空闲。</translation>
    </message>
    <message>
        <source>The card has no FP8 tensor cores: the estimate uses 16-bit throughput.</source>
        <translation>该卡没有 FP8 Tensor Core：估算按 16 位吞吐计算。</translation>
    </message>
    <message>
        <source>Choose a Hopper, Ada or newer card for FP8 training, or plan in BF16.</source>
        <translation>FP8 训练请选用 Hopper、Ada 或更新架构的卡，或按 BF16 规划。</translation>
    </message>
    <message>
        <source>The plan costs %1, above the budget of %2.</source>
        <translation>方案费用为 %1，超出 %2 的预算。</translation>
    </message>
    <message>
        <source>Use reserved or spot pricing, fewer or cheaper GPUs, or a smaller data set.</source>
        <translation>改用预留实例或抢占式实例、减少 GPU 数量或换用更便宜的卡，或缩小数据集。</translation>
    </message>
    <message>
        <source>Training takes %1 days, past the %2-day deadline.</source>
        <translation>训练需要 %1 天，超出 %2 天的工期。</translation>
    </message>
    <message>
        <source>Add GPUs, use faster cards, or train on fewer tokens.</source>
        <translation>增加 GPU、换用更快的卡，或减少训练 token 数。</translation>
    </message>
    <message>
        <source>A %1-hour run without checkpoints: one failure loses the work done so far.</source>
        <translation>连续运行 %1 小时且未保存检查点：一旦发生故障，此前的进度将全部丢失。</translation>
    </message>
    <message>
        <source>Write checkpoints every one to a few hours.</source>
        <translation>每隔一到几个小时保存一次检查点。</translation>
    </message>
    <message>
        <source>Spot instances without checkpoints: every preemption restarts the run.</source>
        <translation>抢占式实例未启用检查点：每次实例被回收，训练都须从头开始。</translation>
    </message>
    <message>
        <source>Enable regular checkpoints, or use on-demand or reserved pricing.</source>
        <translation>启用定期检查点，或改用按需实例或预留实例。</translation>
    </message>
    <message>
        <source>This GPU node is not connected to the training network; its GPUs are not counted.</source>
        <translation>该 GPU 节点未接入训练网络，其 GPU 不计入总数。</translation>
    </message>
    <message>
        <source>This element is not connected to the cluster.</source>
        <translation>该设备未接入集群。</translation>
    </message>
    <message>
        <source>Draw a link from it to a switch of the right network.</source>
        <translation>请将其连接到相应网络的交换机。</translation>
    </message>
    <message>
        <source>This node has a different accelerator from the rest; the training job does not use it.</source>
        <translation>该节点的加速卡型号与其他节点不同，训练任务不会使用它。</translation>
    </message>
    <message>
        <source>Use one accelerator type per training job.</source>
        <translation>每个训练任务只使用一种加速卡。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 spans nodes of %2 GPUs: its all-reduces in every layer cross the inter-node network.</source>
        <translation>张量并行度 %1 超出了 %2 卡节点的范围：每一层的 all-reduce 都须经过节点间网络。</translation>
    </message>
    <message>
        <source>Keep tensor parallelism within a node and scale across nodes with pipeline or data parallelism.</source>
        <translation>将张量并行限制在节点内，跨节点采用流水线并行或数据并行扩展。</translation>
    </message>
    <message>
        <source>Preprocessing needs %1 CPU cores but the hosts have %2 to spare: the GPUs wait for data.</source>
        <translation>预处理需要 %1 个 CPU 核，但主机只剩 %2 个可用：GPU 因等待数据而空闲。</translation>
    </message>
    <message>
        <source>Add CPU preprocessing nodes or hosts with more cores, or preprocess offline.</source>
        <translation>增加 CPU 预处理节点或换用核数更多的主机，或改为离线预处理。</translation>
    </message>
    <message>
        <source>The trial run was measured on another accelerator or training stack: the estimate is not calibrated by it.</source>
        <translation>试运行是在其他加速卡或训练框架上测得的，本估算未据此校准。</translation>
    </message>
    <message>
        <source>Run the trial on this plan&apos;s accelerator and stack, or remove the trial calibration.</source>
        <translation>请在本方案的加速卡和训练框架上试运行，或移除试运行校准。</translation>
    </message>
    <message>
        <source>The job uses %1 % of the %2-year commitment: the rest of the term is paid for and idle.</source>
        <translation>训练任务只用到 %2 年预留期的 %1%：其余时间已付费却闲置。</translation>
    </message>
    <message>
        <source>%1 costs %2 for the same job; reserve only when other work fills the rest of the term.</source>
        <translation>同一训练任务改用%1只需 %2；除非有其他任务填满剩余预留期，否则不宜预留。</translation>
    </message>
    <message>
        <source>First cable the element named in the network finding like the rest of the network; then add GPUs, use faster cards, or train on fewer tokens.</source>
        <translation>请先将网络提示中指出的设备按其余节点的方式连线；之后再考虑增加 GPU、换用更快的卡或减少训练 token 数。</translation>
    </message>
    <message>
        <source>Cable node %1 like the others: as many NICs at the same rate, each linked to the training switch.</source>
        <translation>请按其余节点的方式为节点 %1 配置网卡：数量相同、速率相同，并逐一连接到训练网络的交换机。</translation>
    </message>
    <message>
        <source>Switch %1 runs its ports at %2 Gb/s, below the %3 Gb/s NICs cabled to it: every step waits for it, and training takes %4 days instead of %5.</source>
        <translation>交换机 %1 的端口速率为 %2 Gb/s，低于所连网卡的 %3 Gb/s：每一步都要等待该交换机，训练需要 %4 天，而非 %5 天。</translation>
    </message>
    <message>
        <source>Replace switch %1 with one that runs at the NICs&apos; rate, or cable its nodes to a faster switch.</source>
        <translation>请将交换机 %1 更换为与网卡速率相符的型号，或将其所连节点改接到更快的交换机。</translation>
    </message>
    <message>
        <source>The job uses %1 % of the %2-month ownership: buying pays only when other work fills the rest of it.</source>
        <translation>训练任务只用到 %2 个月持有期的 %1%：只有后续训练任务能充分利用其余时间，自购才具经济性。</translation>
    </message>
    <message>
        <source>%1 costs %2 for this job alone; buy when the cluster has work for the whole period.</source>
        <translation>仅这一训练任务改用%1只需 %2；集群在整个持有期内都有任务时再考虑自购。</translation>
    </message>
    <message>
        <source>Only %1 % of GPU memory stays free (%2 of %3 GiB used); leave 20–30 % for batch and activation peaks.</source>
        <translation>显存仅剩 %1% 空闲（已用 %2 / %3 GiB）；应为批大小和激活峰值预留 20%～30% 的显存。</translation>
    </message>
    <message>
        <source>%1 GPUs share PCIe inside the node: going from 4 to 8 GPUs may add only 60–70 %.</source>
        <translation>节点内 %1 张 GPU 共享 PCIe：从 4 卡扩展到 8 卡，性能可能仅提升 60%～70%。</translation>
    </message>
    <message>
        <source>Upgrade to 100–200 Gb/s RoCE or InfiniBand; with 32+ GPUs, 200–400 Gb/s InfiniBand.</source>
        <translation>升级到 100～200 Gb/s RoCE 或 InfiniBand；32 卡及以上建议采用 200～400 Gb/s InfiniBand。</translation>
    </message>
    <message>
        <source>Use hosts with at least 4–8 cores per GPU.</source>
        <translation>主机应保证每卡至少 4～8 个 CPU 核。</translation>
    </message>
    <message>
        <source>The %1 Gb/s NICs carry at most %2 Gb/s in the PCIe slots of this host: the estimate counts %2 Gb/s, and the faster NICs buy nothing.</source>
        <translation>该主机的 PCIe 插槽最多只能承载 %2 Gb/s，%1 Gb/s 网卡的速率无法发挥：估算按 %2 Gb/s 计算，更高速率的网卡不会带来收益。</translation>
    </message>
    <message>
        <source>Choose NICs of %1 Gb/s or less, or hosts of a newer PCIe generation.</source>
        <translation>请选用 %1 Gb/s 及以下的网卡，或改用 PCIe 代次更新的主机。</translation>
    </message>
    <message>
        <source>Build the compute fabric non-blocking (1:1), or keep each data-parallel group within the %1 nodes of one leaf.</source>
        <translation>将计算网络建成无阻塞（1:1 无收敛），或让每个数据并行组只用同一 Leaf 下的 %1 个节点。</translation>
    </message>
    <message>
        <source>The compute fabric&apos;s leaves are %1 oversubscribed and %2 % of the data-parallel traffic leaves its leaf: the gradient synchronisation takes %3 times as long as on a non-blocking fabric.</source>
        <translation>计算网络的 Leaf 交换机按 %1 收敛，数据并行流量中有 %2% 要跨出所在 Leaf：梯度同步耗时是无阻塞网络的 %3 倍。</translation>
    </message>
    <message>
        <source>The catalog gives no BF16 peak for this card: the estimate plans FP16 with loss scaling.</source>
        <translation>产品目录中没有该卡的 BF16 峰值算力：估算按 FP16 加损失缩放（loss scaling）计算。</translation>
    </message>
    <message>
        <source>Take the BF16 peak from the vendor&apos;s datasheet into a site catalog (--catalog), or plan in FP16.</source>
        <translation>请从厂商规格书取得 BF16 峰值算力，写入本地产品目录（--catalog），或按 FP16 规划。</translation>
    </message>
    <message>
        <source>Switch %1 has %2 ports, but cables for %3 ports end on it: the network cannot be built as drawn.</source>
        <translation>交换机 %1 仅有 %2 个端口，却接入了 %3 个端口的线缆，现有连线方案无法实施。</translation>
    </message>
    <message>
        <source>Spread the nodes over leaf and spine switches (a designed network), or add switches and move cables to them.</source>
        <translation>将节点分布到多台 Leaf 与 Spine 交换机上（即按规划设计网络），或增加交换机并将部分线缆改接过去。</translation>
    </message>
    <message>
        <source>Node %1 reaches the training network at %2 Gb/s per GPU, the other nodes at %3 Gb/s per GPU: every step waits for its links, and training takes %4 days instead of %5.</source>
        <translation>节点 %1 接入训练网络的带宽为每卡 %2 Gb/s，其余节点为每卡 %3 Gb/s：每一步都要等待该节点的链路，训练需要 %4 天，而非 %5 天。</translation>
    </message>
    <message>
        <source>The cluster is ready %1 days after the order and training takes %2 days more, so it is done on day %3, past the %4-day deadline.</source>
        <translation>集群在下单后 %1 天交付，训练还需 %2 天，到下单后第 %3 天才能完成，超出 %4 天的工期。</translation>
    </message>
    <message>
        <source>raise tensor or pipeline parallelism</source>
        <translation>提高张量并行或流水线并行度</translation>
    </message>
    <message>
        <source>shard with ZeRO-3</source>
        <translation>使用 ZeRO-3 切分</translation>
    </message>
    <message>
        <source>recompute all activations</source>
        <translation>改用完全激活重计算</translation>
    </message>
    <message>
        <source>use a smaller micro-batch</source>
        <translation>减小微批大小</translation>
    </message>
    <message>
        <source>spread the model over more GPUs</source>
        <translation>把模型切分到更多 GPU 上</translation>
    </message>
    <message>
        <source>choose a card with more memory</source>
        <translation>换用显存更大的卡</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the ways in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two ways in a list</comment>
        <translation>%1，或%2</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>Measure a short trial run on it and calibrate the plan with the result before committing to the figures.</source>
        <translation>在承诺上述指标之前，请先在该加速卡上做一次短时试运行，并用实测结果校准方案。</translation>
    </message>
    <message>
        <source>Each rack holds %1 trays on one NVLink domain and draws about %2 kW with liquid cooling.</source>
        <translation>每个机柜装有 %1 个计算托盘，同属一个 NVLink 域，采用液冷，功耗约 %2 kW。</translation>
    </message>
    <message>
        <source>Each rack holds %1 trays on one NVLink domain and draws about %2 kW.</source>
        <translation>每个机柜装有 %1 个计算托盘，同属一个 NVLink 域，功耗约 %2 kW。</translation>
    </message>
    <message>
        <source>The site&apos;s racks give %1 kW.</source>
        <translation>机房的单机柜功率仅为 %1 kW。</translation>
    </message>
    <message>
        <source>Plan rack positions of %1 kW, or choose servers that fit the site&apos;s racks.</source>
        <translation>请规划单机柜功率 %1 kW 的机位，或改选适合现有机柜的服务器。</translation>
    </message>
    <message>
        <source>Confirm that the data hall supplies %1 kW and liquid cooling to each rack before ordering.</source>
        <translation>下单前请确认机房的单机柜功率可达 %1 kW，并具备液冷条件。</translation>
    </message>
    <message>
        <source>Confirm that the data hall supplies %1 kW to each rack before ordering.</source>
        <translation>下单前请确认机房的单机柜功率可达 %1 kW。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 does not tile the rack&apos;s NVLink domain of %2 GPUs: some groups reach into the next rack, and their all-reduces in every layer cross the inter-node network.</source>
        <translation>张量并行度 %1 不能整除机柜内 %2 卡的 NVLink 域：部分张量并行组跨入相邻机柜，其每一层的 all-reduce 都须经过节点间网络。</translation>
    </message>
    <message>
        <source>Choose a tensor parallelism that divides %1, such as %2.</source>
        <translation>请选用能整除 %1 的张量并行度，如 %2。</translation>
    </message>
    <message>
        <source>Choose an accelerator the market offers.</source>
        <translation>请改选该市场可获得的加速卡。</translation>
    </message>
    <message>
        <source>Rent it, or buy an accelerator the market sells.</source>
        <translation>请改为租用，或选用该市场可采购的加速卡。</translation>
    </message>
    <message>
        <source>The job runs on %1 of the %2 trays installed, at most %3 to a rack; the other %4 are spares kept for maintenance.</source>
        <translation>训练任务使用已部署的 %2 个托盘中的 %1 个，每个机柜最多 %3 个；其余 %4 个留作维护备件。</translation>
    </message>
    <message>
        <source>accelerator</source>
        <comment>a finding&apos;s part when it names none</comment>
        <translation>该加速卡</translation>
    </message>
    <message>
        <source>Keep that much in reserve, or narrow the range with a trial run and a quotation before the budget is signed.</source>
        <translation>请按此金额预留预算；或在预算审批前通过试运行与正式报价收窄区间。</translation>
    </message>
    <message>
        <source>The %1 is not offered in the project&apos;s market (%2).</source>
        <translation>%1 在本项目所在市场（%2）无法获得。</translation>
    </message>
    <message>
        <source>The %1 cannot be bought new in the project&apos;s market (%2): only capacity installed before its rule can be rented.</source>
        <translation>%1 在本项目所在市场（%2）无法采购新品，只能租用管制规则生效前已部署的存量算力。</translation>
    </message>
    <message>
        <source>No published training run calibrates the %1 yet: its speed is a planning figure, and its likely range is twice as wide as that of a calibrated part.</source>
        <translation>%1 尚无公开训练实测数据可供校准：其速度为估算值，可能区间的宽度约为已校准加速卡的两倍。</translation>
    </message>
    <message>
        <source>The likely cost reaches %1 at its high end (the long time at the high prices), above the budget of %2.</source>
        <translation>按可能区间上限（较长工期、较高单价）计，方案费用为 %1，超出 %2 的预算。</translation>
    </message>
    <message>
        <source>Delivery alone takes the whole deadline: rent the cluster, whose capacity comes in days, or agree on a later deadline.</source>
        <translation>仅交付周期就已用满整个工期：建议改为租用集群（云上资源数天即可到位），或重新商定工期。</translation>
    </message>
    <message>
        <source>Delivery leaves %1 days of the deadline for training, a fraction of what it takes: rent the cluster, whose capacity comes in days, or ask for an earlier delivery.</source>
        <translation>交付后工期内仅剩 %1 天可用于训练，远少于训练所需时间：建议改为租用集群（云上资源数天即可到位），或要求供应商提前交付。</translation>
    </message>
    <message>
        <source>Delivery leaves %1 days of the deadline for training: ask for an earlier delivery, rent the cluster, or add GPUs so that it trains in those days.</source>
        <translation>交付后工期内剩余 %1 天可用于训练：建议要求供应商提前交付、改为租用集群，或增加 GPU 使训练在这段时间内完成。</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>en</source>
        <comment>language code of this translation</comment>
        <translation>zh_CN</translation>
    </message>
    <message>
        <source>%1 (likely %2)</source>
        <comment>a figure and its p10-p90 range</comment>
        <translation>%1（可能区间 %2）</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>the picture could not be made</source>
        <translation>无法生成图片</translation>
    </message>
    <message>
        <source>&amp;Copy as Image</source>
        <translation>复制为图片(&amp;C)</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>未能写入“%1”：%2</translation>
    </message>
    <message>
        <source>Save as &amp;PNG...</source>
        <translation>另存为 PNG(&amp;P)...</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Save as &amp;SVG...</source>
        <translation>另存为 SVG(&amp;S)...</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>it %1</source>
        <translation>该路径%1</translation>
    </message>
</context>
<context>
    <name>Market</name>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>%1 in %2: %3 (%4; source: %5)</source>
        <translation>%1 在%2市场：%3（%4；来源：%5）</translation>
    </message>
    <message>
        <source>rent only here</source>
        <translation>本市场仅可租用</translation>
    </message>
    <message>
        <source>not sold here</source>
        <translation>本市场无法获得</translation>
    </message>
</context>
<context>
    <name>PlanKeys</name>
    <message>
        <source>What is trained</source>
        <translation>训练任务类型</translation>
    </message>
    <message>
        <source>Model preset from the catalog; dimension keys override it</source>
        <translation>产品目录中的预置模型；结构参数可覆盖其设置</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Parameter count (models that are not transformers, or an override)</source>
        <translation>参数量（非 Transformer 模型，或覆盖预置值）</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Key-value heads (grouped-query attention)</source>
        <translation>KV 头数（分组查询注意力）</translation>
    </message>
    <message>
        <source>Feed-forward width</source>
        <translation>前馈层宽度</translation>
    </message>
    <message>
        <source>Width of one attention head, where it is not hidden / heads</source>
        <translation>单个注意力头的宽度（不等于隐藏层维度 / 头数时）</translation>
    </message>
    <message>
        <source>Routed experts per mixture-of-experts layer</source>
        <translation>每个混合专家层的路由专家数</translation>
    </message>
    <message>
        <source>Routed experts each token goes to</source>
        <translation>每个 token 路由到的专家数</translation>
    </message>
    <message>
        <source>Experts every token goes through</source>
        <translation>每个 token 都经过的共享专家数</translation>
    </message>
    <message>
        <source>Feed-forward width of one expert</source>
        <translation>单个专家的前馈层宽度</translation>
    </message>
    <message>
        <source>Dense layers before the first mixture-of-experts layer</source>
        <translation>第一个混合专家层之前的稠密层数</translation>
    </message>
    <message>
        <source>Query compression rank of latent attention (0: uncompressed)</source>
        <translation>潜在注意力的查询压缩秩（0 表示不压缩）</translation>
    </message>
    <message>
        <source>Key-value compression rank of latent attention</source>
        <translation>潜在注意力的 KV 压缩秩</translation>
    </message>
    <message>
        <source>Rotary part of a query or key head (latent attention)</source>
        <translation>查询头或键头中的旋转位置编码部分（潜在注意力）</translation>
    </message>
    <message>
        <source>Width of a value head (latent attention)</source>
        <translation>值头宽度（潜在注意力）</translation>
    </message>
    <message>
        <source>Embeddings shared with the output layer</source>
        <translation>嵌入层与输出层共享权重</translation>
    </message>
    <message>
        <source>Learned position embeddings</source>
        <translation>可学习的位置嵌入数</translation>
    </message>
    <message>
        <source>Biases on every linear layer and norm</source>
        <translation>每个线性层与归一化层带偏置</translation>
    </message>
    <message>
        <source>A pooler layer, as BERT has</source>
        <translation>带 BERT 式的池化层</translation>
    </message>
    <message>
        <source>The name the proposal gives a custom model</source>
        <translation>方案建议书中自定义模型的名称</translation>
    </message>
    <message>
        <source>Architecture of a custom model</source>
        <translation>自定义模型的架构</translation>
    </message>
    <message>
        <source>Dropout in the layers</source>
        <translation>各层使用 Dropout</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Tokens per training sample</source>
        <translation>每个训练样本的 token 数</translation>
    </message>
    <message>
        <source>MLP type of custom dimensions</source>
        <translation>自定义结构的 MLP 类型</translation>
    </message>
    <message>
        <source>Dataset size in tokens</source>
        <translation>数据集规模（token 数）</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Dataset size in samples</source>
        <translation>数据集规模（样本数）</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Dataset size in bytes</source>
        <translation>数据集规模（字节数）</translation>
    </message>
    <message>
        <source>Passes over the dataset</source>
        <translation>遍历数据集的轮数</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>Image resolution (image models)</source>
        <translation>图像分辨率（图像模型）</translation>
    </message>
    <message>
        <source>Image bands (image models)</source>
        <translation>图像波段数（图像模型）</translation>
    </message>
    <message>
        <source>Bytes per sample on disk</source>
        <translation>每个样本在磁盘上的字节数</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPUs per node (default: the node template&apos;s)</source>
        <translation>每节点 GPU 数（默认取节点模板）</translation>
    </message>
    <message>
        <source>Node template (default: from the accelerator)</source>
        <translation>节点模板（默认按加速卡选择）</translation>
    </message>
    <message>
        <source>Compute NICs per node (default: the template&apos;s)</source>
        <translation>每节点计算网卡数（默认取节点模板）</translation>
    </message>
    <message>
        <source>Fabric between nodes (default: the accelerator&apos;s)</source>
        <translation>节点间网络（默认取加速卡的标配网络）</translation>
    </message>
    <message>
        <source>Training data storage tier</source>
        <translation>训练数据存储类型</translation>
    </message>
    <message>
        <source>Storage units of that tier</source>
        <translation>该存储类型的单元数</translation>
    </message>
    <message>
        <source>Tensor parallel size</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>级</translation>
    </message>
    <message>
        <source>Pipeline parallel size</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>Data parallel size</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>Context parallel size</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU</source>
        <translation>每张 GPU 的交错流水线阶段数</translation>
    </message>
    <message>
        <source>Expert parallel size</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <source>GPUs one ZeRO / FSDP shard spans (hybrid sharding)</source>
        <translation>一个 ZeRO / FSDP 分片组跨越的 GPU 数（混合分片）</translation>
    </message>
    <message>
        <source>Tokens the busiest expert gets against the mean</source>
        <translation>最繁忙专家分到的 token 数与平均值之比</translation>
    </message>
    <message>
        <source>ZeRO stage (3 = FSDP)</source>
        <translation>ZeRO 阶段（3 即 FSDP）</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron 序列并行</translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass</source>
        <translation>每张 GPU 每次前向的样本数</translation>
    </message>
    <message>
        <source>Samples per optimizer step</source>
        <translation>每个优化器步的样本数</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <source>Training stack (auto: from the layout)</source>
        <translation>训练框架（auto 表示按并行布局选择）</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>GPUs of a trial run</source>
        <translation>试运行的 GPU 数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Measured tokens/s per GPU of the trial run</source>
        <translation>试运行实测的每卡 token/秒</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Measured peak memory per GPU of the trial run</source>
        <translation>试运行实测的每卡显存峰值</translation>
    </message>
    <message>
        <source>Accelerator of the trial run (default: the plan&apos;s)</source>
        <translation>试运行所用加速卡（默认与方案相同）</translation>
    </message>
    <message>
        <source>Training stack of the trial run (default: the plan&apos;s)</source>
        <translation>试运行所用训练框架（默认与方案相同）</translation>
    </message>
    <message>
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Currency of every amount</source>
        <translation>所有金额的币种</translation>
    </message>
    <message>
        <source>Budget in the plan&apos;s currency (0: none)</source>
        <translation>预算，以方案币种计（0 表示不设）</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Deadline (0: none)</source>
        <translation>工期（0 表示不设）</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>人民币/美元</translation>
    </message>
    <message>
        <source>Exchange rate (default: the catalog&apos;s)</source>
        <translation>汇率（默认取产品目录）</translation>
    </message>
    <message>
        <source>Time for trial-and-error runs, a fraction of training</source>
        <translation>试错与重新运行余量，占训练时长的比例</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Checkpoint interval (0: none; default: Young&apos;s optimum)</source>
        <translation>检查点间隔（0 表示不保存；默认取 Young 最优间隔）</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>Months a purchase is paid off over; the horizon of the cost over months</source>
        <translation>自购的摊销月数，也是按月费用对比的周期</translation>
    </message>
    <message>
        <source>Share of their hours the GPUs are busy in the months they are used</source>
        <translation>使用月份内 GPU 的集群使用率</translation>
    </message>
    <message>
        <source>GPUs needed month by month: seasonal, bursts, steady or N,N,...</source>
        <translation>每月所需 GPU 数：seasonal、bursts、steady 或 N,N,...</translation>
    </message>
    <message>
        <source>Downlinks per uplink of the compute fabric&apos;s leaves (R:1)</source>
        <translation>计算网络 Leaf 交换机下行与上行端口之比（R:1）</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Power one rack may draw (default: the price list&apos;s)</source>
        <translation>单机柜功率（默认取价目表）</translation>
    </message>
    <message>
        <source>Language of messages</source>
        <translation>提示信息的语言</translation>
    </message>
    <message>
        <source>models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>node templates</source>
        <translation>节点模板</translation>
    </message>
    <message>
        <source>fabrics</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>storage tiers</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <source>training stacks</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>Workload and model</source>
        <translation>训练任务与模型</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Parallelism, precision and stack</source>
        <translation>并行策略、精度与训练框架</translation>
    </message>
    <message>
        <source>Trial run</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>Cost, budget and deadline</source>
        <translation>费用、预算与工期</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an id from the catalog&apos;s %1 (see: clusterplanner-cli catalog)</source>
        <translation>产品目录中的%1 ID（参见 clusterplanner-cli catalog）</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s GPU and GPU-hour prices, a fraction</source>
        <translation>价目表中 GPU 及卡时价格的商定优惠比例（以小数表示）</translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s storage prices, a fraction</source>
        <translation>价目表中存储价格的商定优惠比例（以小数表示）</translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s switch, cable and NIC prices, a fraction</source>
        <translation>价目表中交换机、线缆与网卡价格的商定优惠比例（以小数表示）</translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s power and rack space prices, a fraction</source>
        <translation>价目表中电力与机柜空间价格的商定优惠比例（以小数表示）</translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s staff and support prices, a fraction</source>
        <translation>价目表中运维人员与技术支持价格的商定优惠比例（以小数表示）</translation>
    </message>
    <message>
        <source>Days from the order until the cluster is ready (provisioning, delivery)</source>
        <translation>从下单到集群可用的天数（资源开通或设备交付）</translation>
    </message>
    <message>
        <source>Shortest rental the cloud offer bills (0: none)</source>
        <translation>云上报价的最短计费租期（0 表示不限）</translation>
    </message>
    <message>
        <source>Price list the plan is costed with (default: the catalog&apos;s list in its currency)</source>
        <translation>核算费用所用的价目表，默认取目录中与方案币种相同的价目表</translation>
    </message>
    <message>
        <source>price lists</source>
        <translation>价目表</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>Cloud, pay-as-you-go</source>
        <translation>云上按需实例（按量付费）</translation>
    </message>
    <message>
        <source>Cloud, reserved 1 year</source>
        <translation>云上预留实例（1 年）</translation>
    </message>
    <message>
        <source>Cloud, reserved 3 years</source>
        <translation>云上预留实例（3 年）</translation>
    </message>
    <message>
        <source>Cloud, spot instances</source>
        <translation>云上抢占式实例</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>自购</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>按需实例（按量付费）</translation>
    </message>
    <message>
        <source>Pay-as-you-go</source>
        <translation>按需实例</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>1-yr reserved</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>3-yr reserved</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>spot instances</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>自购</translation>
    </message>
</context>
<context>
    <name>PricingText</name>
    <message>
        <source>from the start against %1</source>
        <translation>相对%1从一开始就更省</translation>
    </message>
    <message numerus="yes">
        <source>after %n month(s) against %1</source>
        <translation>
            <numerusform>相对%1 %n 个月后回本</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between break-even clauses</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two break-even clauses</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between pricing modes</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two pricing modes</comment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>Buying pays off %1.</source>
        <translation>自购%1。</translation>
    </message>
    <message numerus="yes">
        <source>Buying does not pay off within %n month(s) against any cloud mode.</source>
        <translation>
            <numerusform>%n 个月内，自购相对任何一种云上计费方式都无法回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying pays off %1; never within %n month(s) against %2.</source>
        <translation>
            <numerusform>自购%1；相对%2，%n 个月内无法回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: own %n GPU(s) and rent the peaks at %1, %2 over the horizon, %3 below all cloud and %4 below all owned.</source>
        <translation>
            <numerusform>最省的组合：自购 %n 张 GPU，高峰部分以%1租用，整个周期共 %2，比全部上云低 %3，比全部自购低 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest over the horizon: renting all of it (%1), %2.</source>
        <translation>整个周期最省的方式：全部以%1方式上云，共 %2。</translation>
    </message>
    <message>
        <source>Cheapest over the horizon: owning the peak, %1.</source>
        <translation>整个周期最省的方式：按峰值自购，共 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Owning %n GPU(s) and renting the peaks at %1 costs %2.</source>
        <translation>
            <numerusform>自购 %n 张 GPU、高峰部分以%1租用，共需 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned for %n month(s) and busy %1 of its hours, the cluster costs less than pay-as-you-go where that costs more than %2 per GPU-hour.</source>
        <translation>
            <numerusform>自购并持有 %n 个月、集群使用率为 %1 时，只要按需实例（按量付费）单价高于每卡时 %2，自购即比租用更经济。</numerusform>
        </translation>
    </message>
    <message>
        <source>This job alone keeps it busy for %1 of that time.</source>
        <translation>本次训练任务仅占上述持有期的 %1。</translation>
    </message>
    <message>
        <source>This job alone keeps it busy for less than %1 of that time.</source>
        <translation>本次训练任务仅占上述持有期的不到 %1。</translation>
    </message>
    <message>
        <source>negotiated pay-as-you-go rate</source>
        <translation>商定优惠后的按需实例单价</translation>
    </message>
    <message>
        <source>price list&apos;s pay-as-you-go rate</source>
        <translation>价目表中的按需实例单价</translation>
    </message>
    <message>
        <source>At the %1, a cluster kept that busy costs less owned.</source>
        <translation>按%1计，在上述使用率下自购更经济。</translation>
    </message>
    <message>
        <source>At the %1, renting costs less even for a cluster kept that busy.</source>
        <translation>按%1计，即使在上述使用率下也是租用更经济。</translation>
    </message>
    <message>
        <source>At the %1 of %2 per GPU-hour, a cluster kept that busy costs less owned.</source>
        <translation>按%1（每卡时 %2）计，在上述使用率下自购更经济。</translation>
    </message>
    <message>
        <source>At the %1 of %2 per GPU-hour, renting costs less even for a cluster kept that busy.</source>
        <translation>按%1（每卡时 %2）计，即使在上述使用率下也是租用更经济。</translation>
    </message>
    <message>
        <source>This job alone keeps it busy for less than %1 of that time: owning pays only if further runs keep it that busy.</source>
        <translation>本次训练任务仅占上述持有期的不到 %1：只有后续训练任务使集群保持上述使用率，自购才更经济。</translation>
    </message>
    <message>
        <source>This job alone keeps it busy for %1 of that time: owning pays only if further runs keep it that busy.</source>
        <translation>本次训练任务仅占上述持有期的 %1：只有后续训练任务使集群保持上述使用率，自购才更经济。</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Internal version: contains internal prices</source>
        <translation>内部版：含内部价格</translation>
    </message>
    <message>
        <source>Customer version</source>
        <translation>客户版</translation>
    </message>
    <message>
        <source>Prepared with ClusterPlanner %1</source>
        <translation>由“集群规划师”软件（版本 %1）生成</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB), against capacity and the 80 % line</source>
        <translation>每卡显存（GiB），对照显存容量与 80% 线</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>80 % (20 % headroom)</source>
        <translation>80%（预留 20% 余量）</translation>
    </message>
    <message>
        <source>The logo %1 could not be read; the cover has none.</source>
        <translation>无法读取徽标 %1，封面不放徽标。</translation>
    </message>
    <message>
        <source>GPU Training Cluster Proposal</source>
        <translation>GPU 训练集群方案建议书</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>文档类型</translation>
    </message>
    <message>
        <source>Figures are estimates from ClusterPlanner&apos;s physical models (FLOPs, bytes and bandwidths, calibrated against published training runs); see the assumptions at the end of this document.</source>
        <translation>文中数据均由“集群规划师”软件的物理模型估算（基于计算量、数据量与带宽，并以公开发表的训练实测数据校准），所依据的前提假设见文末。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>方案摘要</translation>
    </message>
    <message>
        <source>Recommended configuration</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月均费用</translation>
    </message>
    <message>
        <source>Projected training time</source>
        <translation>预计训练时长</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation>主要风险</translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation>未发现瓶颈或风险。</translation>
    </message>
    <message>
        <source>Workload and assumptions</source>
        <translation>训练任务与前提假设</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行策略</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>工期</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Cluster topology</source>
        <translation>集群拓扑</translation>
    </message>
    <message>
        <source>Memory, time and cost</source>
        <translation>显存、时间与费用</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation>费用构成</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Findings and mitigations</source>
        <translation>风险与应对措施</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Mitigation</source>
        <translation>应对措施</translation>
    </message>
    <message>
        <source>Delivery plan and acceptance</source>
        <translation>交付计划与验收</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>1. Environment pre-check</source>
        <translation>1. 环境预检</translation>
    </message>
    <message>
        <source>2. Data migration</source>
        <translation>2. 数据迁移</translation>
    </message>
    <message>
        <source>every checksum matches; file count and total size equal the source</source>
        <translation>全部校验通过；文件数与总大小与源端一致</translation>
    </message>
    <message>
        <source>4. Scaling test</source>
        <translation>4. 扩展性测试</translation>
    </message>
    <message numerus="yes">
        <source>Run at full scale (%n GPU(s)) with the planned parallel layout.</source>
        <translation>
            <numerusform>按规划的并行策略在全规模（%n 张 GPU）上运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Train for 48 hours with checkpoints every %1 and restore one on purpose.</source>
        <translation>连续训练 48 小时，检查点间隔 %1，并主动从检查点恢复一次。</translation>
    </message>
    <message>
        <source>no unrecovered failure; the restored run continues with the same loss</source>
        <translation>无未恢复的故障；恢复后的训练损失曲线连续</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>Acceptance criterion</source>
        <translation>验收标准</translation>
    </message>
    <message>
        <source>Memory per GPU follows the ZeRO paper (weights, gradients, optimizer states) and Korthikanti et al. 2022 (activations); at least 20 % of GPU memory is kept free.</source>
        <translation>每卡显存的权重、梯度与优化器状态依据 ZeRO 论文计算，激活依据 Korthikanti 等（2022）计算；显存至少预留 20% 余量。</translation>
    </message>
    <message>
        <source>%1 of extra time is allowed for trial-and-error runs.</source>
        <translation>为试错与重新运行额外预留 %1 的时间。</translation>
    </message>
    <message>
        <source>Disclaimer</source>
        <translation>免责声明</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en or zh_CN)</source>
        <translation>未知语言“%1”（可选 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>the plan cannot be evaluated: %1: %2</source>
        <translation>方案无法评估：%1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot be evaluated</source>
        <translation>无法评估</translation>
    </message>
    <message>
        <source>Of the %2 options compared, we recommend %1.</source>
        <translation>在对比的 %2 个方案中，推荐 %1。</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs (nodes × GPUs per node)</source>
        <translation>GPU 数量（节点数 × 每节点 GPU 数）</translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation>预算与工期</translation>
    </message>
    <message>
        <source>Cannot be evaluated: %1: %2</source>
        <translation>无法评估：%1：%2</translation>
    </message>
    <message>
        <source>none (one node)</source>
        <translation>无（单节点）</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal describes the recommended one.</source>
        <translation>共对比 %1 个方案，均采用相同的估算模型与价格评估。本建议书其余章节均针对推荐方案。</translation>
    </message>
    <message>
        <source>Alternatives compared</source>
        <translation>备选方案对比</translation>
    </message>
    <message>
        <source>Time and cost of each scenario (the recommended one highlighted)</source>
        <translation>各方案训练时长与总费用（推荐方案以底色标出）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>likely %1</source>
        <translation>可能区间 %1</translation>
    </message>
    <message>
        <source>Calibrated from a trial run on %1 GPUs that measured %2 tokens/s per GPU against %3 modelled: the compute time is scaled by %4.</source>
        <translation>已按 %1 卡试运行校准：实测每卡 %2 token/秒，模型估算 %3 token/秒，计算时间按 %4 倍调整。</translation>
    </message>
    <message>
        <source>All amounts cover the same period (%1).</source>
        <translation>各项费用均按同一计费周期（%1）计算。</translation>
    </message>
    <message>
        <source>Cost by category (total %1; %2)</source>
        <translation>费用构成（合计 %1；%2）</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <source>* The GPU price is a planning assumption of the catalog, not a quotation: re-quote before the offer.</source>
        <translation>* GPU 单价为目录中的估算价，并非报价：正式报价前请重新询价。</translation>
    </message>
    <message>
        <source>All amounts cover the same period (%1); %2.</source>
        <translation>各项费用均按同一计费周期（%1）计算；%2。</translation>
    </message>
    <message>
        <source>, %1 parameters</source>
        <translation>，参数量 %1</translation>
    </message>
    <message>
        <source>%1: %2 can be bought new.</source>
        <translation>%1：%2 可采购新品。</translation>
    </message>
    <message>
        <source>%1: %2 cannot be bought new here; this purchase plan needs another accelerator or rented capacity. %3</source>
        <translation>%1：%2 在本市场无法采购新品，本自购方案须改用其他加速卡或租用算力。%3</translation>
    </message>
    <message>
        <source>%1: %2 is rented from capacity already installed. %3</source>
        <translation>%1：%2 租用境内已部署的存量算力。%3</translation>
    </message>
    <message>
        <source>%1: %2 is not available here; choose another accelerator. %3</source>
        <translation>%1：%2 在本市场无法获得，请改选其他加速卡。%3</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>3. Short full-scale run</source>
        <translation>3. 全规模短时试运行</translation>
    </message>
    <message>
        <source>within one node</source>
        <translation>（单节点内）</translation>
    </message>
    <message numerus="yes">
        <source>on %n whole node(s)</source>
        <translation>
            <numerusform>（占用 %n 个完整节点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>3. Trial on %n GPU(s)</source>
        <translation>
            <numerusform>3. 在 %n 张 GPU 上试运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration described</source>
        <translation>本建议书所述配置</translation>
    </message>
    <message>
        <source>None of the %1 options compared is recommended as configured; this proposal describes %2.</source>
        <translation>所对比的 %1 个方案按当前配置均不推荐；本建议书介绍的是 %2。</translation>
    </message>
    <message>
        <source>This proposal describes %1, which is not recommended as configured: %2</source>
        <translation>本建议书介绍的是 %1，按当前配置不推荐：%2</translation>
    </message>
    <message>
        <source>Not recommended as configured: %1</source>
        <translation>按当前配置不推荐：%1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 个样本</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币</translation>
    </message>
    <message>
        <source>US dollars (USD)</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>1. Instance check</source>
        <translation>1. 实例核验</translation>
    </message>
    <message>
        <source>Prices are public list prices, stated in Chinese yuan; cloud prices include network and power.</source>
        <translation>价格均为公开标价，以人民币列示；云上价格已含网络与电力。</translation>
    </message>
    <message>
        <source>Prices are public list prices, stated in US dollars; cloud prices include network and power.</source>
        <translation>价格均为公开标价，以美元列示；云上价格已含网络与电力。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>cannot write %1: it %2</source>
        <translation>无法写入 %1：该路径%2</translation>
    </message>
    <message>
        <source>5. Stability check</source>
        <translation>5. 稳定性检查</translation>
    </message>
    <message>
        <source>Run the first %1 of the training itself as the check, with checkpoints every %2, and restore one on purpose.</source>
        <translation>将正式训练的前 %1 作为稳定性考察期，每 %2 保存一次检查点，并主动从某一检查点恢复，验证故障恢复流程。</translation>
    </message>
    <message>
        <source>, %1 epoch</source>
        <translation>，%1 轮</translation>
    </message>
    <message>
        <source>, %1 epochs</source>
        <translation>，%1 轮</translation>
    </message>
    <message>
        <source>%1 (this proposal)</source>
        <translation>%1（本建议书所述）</translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal details the option marked &quot;this proposal&quot;, although a finding speaks against it; see the recommended one beside it.</source>
        <translation>共对比 %1 个方案，均采用相同的估算模型与价格评估。本建议书其余章节详述标为“本建议书所述”的方案，但风险分析不支持该方案，推荐方案见同表。</translation>
    </message>
    <message>
        <source>The standard layout for this configuration.</source>
        <translation>按本配置的标准布局绘制。</translation>
    </message>
    <message>
        <source>Network design</source>
        <translation>网络设计</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more units …</source>
        <translation>…… 另有 %1 个单元 ……</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>可扩展单元 %1</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Management network</source>
        <translation>管理网络</translation>
    </message>
    <message>
        <source>The networks designed for these %1 servers, tier by tier. Blue: InfiniBand; green: RoCE; grey: Ethernet and management; a darker shade for each tier above the leaves.</source>
        <translation>为这 %1 台服务器设计的网络，逐层绘出。蓝色为 InfiniBand，绿色为 RoCE，灰色为以太网与管理网络；Leaf 以上每高一层，线色加深一级。</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), %1</source>
        <translation>
            <numerusform>%n 台服务器，每台 %1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 active per token; %2 routed experts, %3 per token)</source>
        <translation>（每 token 激活 %1；路由专家 %2 个，每 token 选 %3 个）</translation>
    </message>
    <message>
        <source>no owned-plus-cloud section: %1: %2</source>
        <translation>未生成自购与云上混合部署一节：%1：%2</translation>
    </message>
    <message>
        <source>The demand comes in project bursts: %1 GPUs two months in every six, %2 GPUs between them.</source>
        <translation>算力需求随项目集中出现：每六个月中有两个月需要 %1 张 GPU，其余月份需要 %2 张。</translation>
    </message>
    <message>
        <source>The demand is given month by month: from %1 to %2 GPUs.</source>
        <translation>算力需求按月给定：每月 %1 至 %2 张 GPU。</translation>
    </message>
    <message>
        <source>Owned plus cloud</source>
        <translation>自购与云上混合部署</translation>
    </message>
    <message>
        <source>All owned (the peak)</source>
        <translation>全部自购（按峰值）</translation>
    </message>
    <message>
        <source>Owned plus cloud (recommended split)</source>
        <translation>自购与云上混合（推荐组合）</translation>
    </message>
    <message>
        <source>Way of paying</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>GPUs owned</source>
        <translation>自购 GPU 数</translation>
    </message>
    <message>
        <source>All in the cloud, %1</source>
        <translation>全部上云，%1</translation>
    </message>
    <message>
        <source>The demand is seasonal: %1 GPUs in the typhoon season (July to September) and %2 GPUs the rest of the year.</source>
        <translation>算力需求随季节变化：台风季（7 月至 9 月）需要 %1 张 GPU，其余月份需要 %2 张。</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</source>
        <translation>张量并行 TP %1 · 流水线并行 PP %2 · 数据并行 DP %3 · 上下文并行 CP %4 · 专家并行 EP %5</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · CP %4</source>
        <translation>张量并行 TP %1 · 流水线并行 PP %2 · 数据并行 DP %3 · 上下文并行 CP %4</translation>
    </message>
    <message>
        <source> · sequence parallel</source>
        <translation> · 序列并行（SP）</translation>
    </message>
    <message>
        <source> · shard groups of %1 GPUs</source>
        <translation> · 混合分片（每组 %1 张 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>For this demand renting all of it (%1) is cheapest: %2 over %n month(s), against %3 for owning the peak.</source>
        <translation>
            <numerusform>对这一需求，全部以%1方式上云最省：%n 个月共 %2，而按峰值自购需 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For this demand owning the peak is cheapest: %1 over %n month(s), against %2 for renting all of it (%3).</source>
        <translation>
            <numerusform>对这一需求，按峰值自购最省：%n 个月共 %1，而全部以%3方式上云需 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cheapest split owns %1 GPUs (%2 servers) for the base load and rents the excess %3 in %4 of the %n month(s), at most %5 GPUs at a time: %6 over the %n month(s), %7 less than all in the cloud and %8 less than owning the peak.</source>
        <translation>
            <numerusform>最省的组合是自购 %1 张 GPU（%2 台服务器）承担基础负载，超出部分以%3方式上云租用：%n 个月中有 %4 个月需要租用，最多同时租用 %5 张；%n 个月共 %6，比全部上云省 %7，比按峰值自购省 %8。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total over %n month(s)</source>
        <translation>
            <numerusform>%n 个月合计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned plus cloud over %n month(s): own %1 GPUs and rent the peaks, %2 in all, against %3 all in the cloud and %4 all owned.</source>
        <translation>
            <numerusform>自购与云上混合部署（%n 个月）：自购 %1 张 GPU，高峰期上云租用，合计 %2；全部上云需 %3，全部自购需 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>The best split, %1 GPUs owned and the excess rented %2, costs %3.</source>
        <translation>最优的自购加上云组合（自购 %1 张 GPU，超出部分以%2方式租用）共需 %3。</translation>
    </message>
    <message>
        <source>the project was evaluated in &apos;%1&apos;, the proposal is in &apos;%2&apos;</source>
        <translation>项目按“%1”评估，方案建议书的语言却是“%2”</translation>
    </message>
    <message>
        <source>The demand is the work this cluster serves month by month over the period, of which the run planned above is one part. Owned GPUs are bought in whole servers and carry power, space, staff and support over the period; rented ones are paid for the months they are needed.</source>
        <translation>算力需求指本集群在整个周期内逐月承担的全部工作，上文规划的训练任务只是其中一部分。自购 GPU 按整台服务器采购，期内承担电力、机房空间、运维人员与维保费用；租用的 GPU 只在需要的月份付费。</translation>
    </message>
    <message>
        <source>The figures assume the GPUs are busy in the months they are in use.</source>
        <translation>前提假设：GPU 在使用月份内满负荷运行。</translation>
    </message>
    <message>
        <source>The figures assume the GPUs are busy %1 of their hours in the months they are in use.</source>
        <translation>前提假设：GPU 在使用月份内的使用率为 %1。</translation>
    </message>
    <message>
        <source>&quot;Likely&quot; ranges are the 10th to 90th percentile of the planner&apos;s error on published runs held out of its calibration: %1 to %2 on this plan&apos;s time, ±%3 when calibrated from a trial run.</source>
        <translation>“可能区间”取估算模型在未参与校准的公开实测上误差的第 10 至第 90 百分位：本方案训练时长为 %1 至 %2，按试运行校准后为 ±%3。</translation>
    </message>
    <message>
        <source>%1: %2, provided as rented capacity already installed in the country.</source>
        <translation>%1：%2 以租用境内存量算力方式提供。</translation>
    </message>
    <message>
        <source>Drivers, firmware, %1/%2 versions and BIOS settings match on every node; GPU burn-in and %2 tests pass.</source>
        <translation>各节点驱动、固件、%1/%2 版本及 BIOS 设置一致；加速卡压力测试（烤机）与 %2 测试通过。</translation>
    </message>
    <message>
        <source>Figures are estimates from ClusterPlanner&apos;s physical models (FLOPs, bytes and bandwidths, calibrated against published training runs); the full proposal states the assumptions.</source>
        <translation>文中数据均由“集群规划师”软件的物理模型估算（基于计算量、数据量与带宽，并以公开发表的训练实测数据校准），所依据的前提假设见完整方案建议书。</translation>
    </message>
    <message>
        <source>GPU Training Cluster Proposal: summary</source>
        <translation>GPU 训练集群方案摘要</translation>
    </message>
    <message>
        <source>Customer: %1</source>
        <translation>客户：%1</translation>
    </message>
    <message>
        <source>%1 days after the order</source>
        <translation>下单后 %1 天内</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>交付周期</translation>
    </message>
    <message>
        <source>%1 days from the order until the cluster is ready</source>
        <translation>下单后 %1 天集群可用</translation>
    </message>
    <message>
        <source>Minimum rental</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>%1 months, billed even for a shorter job</source>
        <translation>%1 个月，训练任务更短也按此计费</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), billed even for a shorter job</source>
        <translation>
            <numerusform>%n 个月，训练任务更短也按此计费</numerusform>
        </translation>
    </message>
    <message>
        <source>3. Short run</source>
        <translation>3. 短时试运行</translation>
    </message>
    <message>
        <source>Run the training script for one hour on the GPU.</source>
        <translation>在这张 GPU 上运行训练脚本 1 小时。</translation>
    </message>
    <message>
        <source>Driver, firmware, %1 version and BIOS settings as planned; GPU burn-in passes.</source>
        <translation>驱动、固件、%1 版本及 BIOS 设置与规划一致；GPU 压力测试（烤机）通过。</translation>
    </message>
    <message>
        <source>4. Stability check</source>
        <translation>4. 稳定性检查</translation>
    </message>
    <message>
        <source>%1, all within one month</source>
        <translation>%1（均在一个月内计费）</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提假设</translation>
    </message>
    <message>
        <source>This proposal is a planning estimate, not a performance guarantee. Actual time and cost depend on the software stack, data pipeline, failure rates and prices at the time of purchase. Figures should be confirmed by the acceptance tests in the delivery plan before commitments are made.</source>
        <translation>本建议书为规划估算，不构成性能承诺。实际时间与费用取决于软件栈、数据管线、故障率及采购时的价格。作出承诺前，应先通过交付计划中的验收测试确认各项数据。</translation>
    </message>
    <message>
        <source>Copy the dataset to the training storage and check every file&apos;s SHA-256 checksum; re-copy any mismatch. Storage: %1.</source>
        <translation>将数据集复制到训练存储，逐文件校验 SHA-256；校验不一致的文件重新复制。存储：%1。</translation>
    </message>
    <message>
        <source>Copy the dataset to the training storage and check every file&apos;s SHA-256 checksum; re-copy any mismatch.</source>
        <translation>将数据集复制到训练存储，逐文件校验 SHA-256；校验不一致的文件重新复制。</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 shows the GPU with its %2</source>
        <translation>%1 显示该 GPU 及其 %2 显存</translation>
    </message>
    <message>
        <source>The instance is the type ordered: one %1 with %2, driver and %3 versions as planned.</source>
        <translation>实例为所订规格：1 张 %1，显存 %2，驱动与 %3 版本与规划一致。</translation>
    </message>
    <message numerus="yes">
        <source>Every instance is the type ordered: %1 × %2 with %3 each (%4), driver, %5 and %6 versions as planned; run the %6 all_reduce test (%7) on all %n GPU(s).</source>
        <translation>
            <numerusform>每个实例均为所订规格：%1 × %2，每卡显存 %3（以 %4 核对），驱动、%5 与 %6 版本与规划一致；在全部 %n 张 GPU 上运行 %6 all_reduce 测试（%7）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the training time goes: total %1</source>
        <translation>训练时长构成：合计 %1</translation>
    </message>
    <message>
        <source>Run the first %1 of the training itself as the check, save a checkpoint halfway through it and restore it on purpose.</source>
        <translation>将正式训练的前 %1 作为稳定性考察期，在考察期中途保存一次检查点，并主动从该检查点恢复，验证故障恢复流程。</translation>
    </message>
    <message>
        <source>4. Soak test, 48 hours</source>
        <translation>4. 连续 48 小时稳定性测试</translation>
    </message>
    <message>
        <source>5. Soak test, 48 hours</source>
        <translation>5. 连续 48 小时稳定性测试</translation>
    </message>
    <message>
        <source>%1: %2; %3.</source>
        <translation>%1：%2；%3。</translation>
    </message>
    <message>
        <source>blue: InfiniBand</source>
        <translation>蓝色：InfiniBand</translation>
    </message>
    <message>
        <source>green: RoCE</source>
        <translation>绿色：RoCE</translation>
    </message>
    <message>
        <source>grey: Ethernet and management</source>
        <translation>灰色：以太网与管理网</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The cluster as designed.</source>
        <translation>下图为按设计绘制的集群组网拓扑。</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <comment>a sentence, then the key of its colours</comment>
        <translation>%1%2。</translation>
    </message>
    <message>
        <source>A price listed only in US dollars is converted at %1 CNY per USD.</source>
        <translation>仅以美元标价的项目按 1 美元 = %1 元人民币折算。</translation>
    </message>
    <message>
        <source>A price listed only in Chinese yuan is converted at %1 CNY per USD.</source>
        <translation>仅以人民币标价的项目按 1 美元 = %1 元人民币折算。</translation>
    </message>
    <message>
        <source>Amounts are rounded; a total is the sum of the unrounded amounts.</source>
        <translation>表中金额均已取整，合计按未取整的金额计算。</translation>
    </message>
    <message>
        <source>Tokens per image</source>
        <translation>每张图像的 token 数</translation>
    </message>
    <message>
        <source>%1 (%2 px images in %3 px patches, and a class token)</source>
        <translation>%1（%2 像素图像按 %3 像素分块，另含 1 个分类 token）</translation>
    </message>
    <message>
        <source>Networks required of the provider</source>
        <translation>对云服务商的网络要求</translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation>每个样本的 token 数</translation>
    </message>
    <message>
        <source>%1 (patches of %2 time steps: a window of %3 steps)</source>
        <translation>%1（每 %2 个时间步分为一块，窗口共 %3 个时间步）</translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, stated in Chinese yuan; cloud prices include network and power.</source>
        <translation>价格取自价目表“%1”（%2），以人民币列示；云上价格已含网络与电力。</translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, stated in US dollars; cloud prices include network and power.</source>
        <translation>价格取自价目表“%1”（%2），以美元列示；云上价格已含网络与电力。</translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, converted to Chinese yuan; cloud prices include network and power.</source>
        <translation>价格取自价目表“%1”（%2），已折算为人民币；云上价格已含网络与电力。</translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, converted to US dollars; cloud prices include network and power.</source>
        <translation>价格取自价目表“%1”（%2），已折算为美元；云上价格已含网络与电力。</translation>
    </message>
    <message numerus="yes">
        <source>The model does not fit on fewer GPUs with the planned layout and %1 of memory free, so the short run uses all %n GPU(s) for one hour.</source>
        <translation>
            <numerusform>若保留 %1 显存余量并采用规划的并行策略，更少的 GPU 无法容纳该模型，因此直接在全部 %n 张 GPU 上运行训练脚本 1 小时。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run the training script on %n GPU(s) %1 with the planned layout (TP %2 × PP %3 × CP %4, ZeRO %6) and micro-batch %7, as %5 of the %8 data-parallel replicas planned.</source>
        <translation>
            <numerusform>在 %n 张 GPU 上%1按规划的并行策略（TP %2 × PP %3 × CP %4，ZeRO %6）和微批大小 %7 运行训练脚本，相当于正式训练 %8 个数据并行副本中的 %5 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule: %1 (source: %2).</source>
        <translation>管制依据为%1（来源：%2）。</translation>
    </message>
    <message>
        <source>included in the rented price</source>
        <translation>已含在租用单价中</translation>
    </message>
    <message>
        <source>the model fits with %1 of GPU memory free</source>
        <translation>显存充足，余量 %1</translation>
    </message>
    <message>
        <source>it finishes within the %1-day deadline</source>
        <translation>可在 %1 天工期内完成</translation>
    </message>
    <message>
        <source>it costs less than the budget of %1</source>
        <translation>费用低于 %1 的预算</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two things a plan meets</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between things a plan meets</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>We recommend this configuration: %1.</source>
        <translation>推荐采用此配置：%1。</translation>
    </message>
    <message>
        <source>Training time follows from every matrix multiplication, attention kernel and element-wise pass of the model at the accelerator&apos;s efficiencies (fitted on its published runs where there are any) and the kernels of its training stack, %1, calibrated on %2 published training runs (%3), plus communication at the fabrics&apos; achievable bandwidths, pipeline bubbles, the job&apos;s launch, data loading, checkpoints and failure restarts.</source>
        <translation>训练时长按模型中每个矩阵乘法、注意力计算和逐元素运算，以加速卡效率（有公开实测者按实测拟合）和训练框架 %1 的算子逐项估算，并以 %2 组公开训练实测数据校准，所用框架为 %3；另计入按网络实际可达带宽估算的通信、流水线气泡、任务启动、数据加载、检查点与故障重启时间。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a finding: its severity, its message</comment>
        <translation>【%1】%2</translation>
    </message>
    <message>
        <source>Total cost, over its span</source>
        <translation>总费用（按各自计费周期）</translation>
    </message>
    <message>
        <source>Time and total cost of each scenario, each over its own span (the recommended one highlighted)</source>
        <translation>各方案训练时长与总费用，费用按各自计费周期计（推荐方案以底色标出）</translation>
    </message>
    <message>
        <source>%1 · ZeRO %2 · micro-batch %3 · global batch %4 · %5</source>
        <translation>%1 · ZeRO %2 · 微批大小 %3 · 全局批大小 %4 · %5</translation>
    </message>
    <message>
        <source>Throughput, step time and memory are the figures of the planned training stack, %1.</source>
        <translation>吞吐、单步时间与显存指标均指使用规划的训练框架 %1 时的数值。</translation>
    </message>
    <message>
        <source>all_reduce bus bandwidth across nodes of at least %1 GB/s, 90 % of the planned %2 GB/s (busbw as nccl-tests reports it, all of a node&apos;s NICs together)</source>
        <translation>跨节点 all_reduce 总线带宽不低于 %1 GB/s，即规划值 %2 GB/s 的 90%（按 nccl-tests 报告值，计入节点内全部网卡）</translation>
    </message>
    <message>
        <source>all_reduce bus bandwidth within the node of at least %1 GB/s, 90 % of the planned %2 GB/s (busbw as nccl-tests reports it)</source>
        <translation>节点内 all_reduce 总线带宽不低于 %1 GB/s，即规划值 %2 GB/s 的 90%（按 nccl-tests 报告值）</translation>
    </message>
    <message>
        <source> (%1 GiB at full scale: at DP %2 in place of DP %3, what ZeRO shards and what the communication buffers hold differ)</source>
        <translation>（全规模时为 %1 GiB：试运行为 DP %2 而非 DP %3，ZeRO 分片与通信缓冲的占用随之不同）</translation>
    </message>
    <message>
        <source>the proposal recommends %1, not the active scenario %2: %3</source>
        <translation>方案建议书推荐“%1”，而非当前方案“%2”：%3</translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal details the option marked &quot;this proposal&quot;, although another costs less and is done sooner: the recommended one beside it.</source>
        <translation>共对比 %1 个方案，均采用相同的估算模型与价格评估。本建议书其余章节详述标为“本建议书所述”的方案，但同表中另有方案费用更低、完成更早，即标为推荐的方案。</translation>
    </message>
    <message>
        <source>The likely cost takes the short time at the low prices and the long time at the high ones, each part&apos;s low and high quote in the price list: %1 to %2 on this plan&apos;s cost, of which the quotes alone make %3 to %4.</source>
        <translation>费用的可能区间按较短训练时长配合低价、较长训练时长配合高价计算（低价与高价取自价目表中各部件的报价区间），相对本方案费用为 %1 至 %2，其中报价区间单独造成 %3 至 %4。</translation>
    </message>
    <message>
        <source>The others: %1.</source>
        <translation>其余方案：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the names of options</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 delivery + %2</source>
        <translation>交付 %1 + 训练 %2</translation>
    </message>
    <message>
        <source>Time from the order</source>
        <translation>自下单起的用时</translation>
    </message>
    <message>
        <source>The list has no public price for this GPU: its rate here is an estimate, to be confirmed with the offer.</source>
        <translation>价目表中没有该加速卡的公开价格，此处单价为估计值，以正式报价为准。</translation>
    </message>
    <message>
        <source>the model states ZeRO shards</source>
        <translation>ZeRO 分片的模型状态</translation>
    </message>
    <message>
        <source>the activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>the communication buffers and workspaces</source>
        <translation>通信缓冲与工作区</translation>
    </message>
    <message>
        <source>%1 %2 GiB more</source>
        <comment>a memory part at full scale</comment>
        <translation>%1多 %2 GiB</translation>
    </message>
    <message>
        <source>%1 %2 GiB less</source>
        <comment>a memory part at full scale</comment>
        <translation>%1少 %2 GiB</translation>
    </message>
    <message>
        <source> (%1 GiB at full scale: at DP %2 in place of DP %3, %4)</source>
        <translation>（全规模时为 %1 GiB：试运行为 DP %2 而非 DP %3；全规模运行中，%4）</translation>
    </message>
    <message>
        <source>the gradients and optimizer states ZeRO shards</source>
        <translation>ZeRO 分片的梯度与优化器状态</translation>
    </message>
    <message>
        <source>the optimizer states ZeRO shards</source>
        <translation>ZeRO 分片的优化器状态</translation>
    </message>
    <message>
        <source>the weights, gradients and optimizer states</source>
        <translation>权重、梯度与优化器状态</translation>
    </message>
    <message>
        <source>throughput at most %4 % below the planned %1 %2; memory within the planned %3 GiB</source>
        <translation>吞吐低于规划值 %1 %2 的幅度不超过 %4%；显存不超过规划的 %3 GiB</translation>
    </message>
    <message>
        <source>throughput at most %4 % below the planned %1 %2 per GPU; memory within the planned %3 GiB</source>
        <translation>每卡吞吐低于规划值 %1 %2 的幅度不超过 %4%；显存不超过规划的 %3 GiB</translation>
    </message>
    <message>
        <source>throughput at most %4 % below the %1 %2 per GPU planned for this trial; memory within the %3 GiB per GPU planned for it</source>
        <translation>每卡吞吐低于本次试运行规划的 %1 %2 的幅度不超过 %4%；每卡显存不超过为其规划的 %3 GiB</translation>
    </message>
    <message>
        <source>step time at most 15 % above the planned %1; MFU at least %2 %</source>
        <translation>单步时间超出规划值 %1 的幅度不超过 15%；模型算力利用率（MFU）不低于 %2%</translation>
    </message>
</context>
<context>
    <name>QSpinBox</name>
    <message>
        <source>%1 is outside %2 to %3; the value stays %4.</source>
        <translation>%1 不在 %2～%3 的范围内，仍为 %4。</translation>
    </message>
    <message>
        <source>%1 is not possible here, only %2.</source>
        <translation>此处不能为 %1，只能为 %2。</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Entry</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>进阶</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>旗舰</translation>
    </message>
</context>
<context>
    <name>Recompute</name>
    <message>
        <source>none</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不做激活重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性激活重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全激活重计算</translation>
    </message>
    <message>
        <source>recomputation as chosen</source>
        <translation>激活重计算由规划自动选择</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Power and space</source>
        <translation>电力与机位</translation>
    </message>
    <message>
        <source>Staff and support</source>
        <translation>运维与支持</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>%1 ports: NIC, switch port and cable</source>
        <translation>%1 端口：网卡、交换机端口及线缆</translation>
    </message>
    <message>
        <source>%1, usable capacity</source>
        <translation>%1，可用容量</translation>
    </message>
    <message>
        <source>Energy incl. cooling (PUE)</source>
        <translation>电费（含制冷，按 PUE 计）</translation>
    </message>
    <message>
        <source>Rack space (colocation)</source>
        <translation>机柜租用（托管）</translation>
    </message>
    <message>
        <source>Operations engineers</source>
        <translation>运维工程师</translation>
    </message>
    <message>
        <source>Vendor support</source>
        <translation>原厂维保</translation>
    </message>
    <message>
        <source>Cloud instances with %1</source>
        <translation>云上实例（%1）</translation>
    </message>
    <message>
        <source>Storage for data and checkpoints</source>
        <translation>数据与检查点存储</translation>
    </message>
    <message>
        <source>Contingency reserve</source>
        <translation>预备费</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>个端口</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>rack-months</source>
        <translation>机柜·月</translation>
    </message>
    <message>
        <source>engineer-months</source>
        <translation>人·月</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>TB-months</source>
        <translation>TB·月</translation>
    </message>
    <message>
        <source>Staff, support and reserve</source>
        <translation>运维、支持与预备费</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>within the budget of %1</source>
        <translation>在 %1 的预算之内</translation>
    </message>
    <message>
        <source>over the budget of %1</source>
        <translation>超出 %1 的预算</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月均费用</translation>
    </message>
    <message>
        <source>Projected training time</source>
        <translation>预计训练时长</translation>
    </message>
    <message>
        <source>within the %1-day deadline</source>
        <translation>在 %1 天的工期之内</translation>
    </message>
    <message>
        <source>beyond the %1-day deadline</source>
        <translation>超出 %1 天的工期</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>纯训练时长</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>显存充足，余量 %1</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每卡 %1 TFLOP/s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>for the whole run</source>
        <translation>训练全程</translation>
    </message>
    <message>
        <source>used by the job; %1 paid for over the %2</source>
        <translation>训练任务实际使用；%2共计费 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n 个端口</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint/restart</source>
        <translation>检查点与故障重启</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 交换机</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>台交换机</translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>non-blocking</source>
        <translation>无阻塞</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf</source>
        <translation>
            <numerusform>%n 台 Leaf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine</source>
        <translation>
            <numerusform>%n 台 Spine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core</source>
        <translation>
            <numerusform>%n 台 Core</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>rail-optimised: %n rail(s)</source>
        <translation>
            <numerusform>轨道优化组网：%n 个轨道平面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) per leaf</source>
        <translation>
            <numerusform>每台 Leaf 接 %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>Management network</source>
        <translation>管理网络</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 for the GPU nodes (%2 to a rack of %3 kW), %4 for the network</source>
        <translation>GPU 节点用机柜 %1 个（每个 %3 kW 机柜放 %2 台），网络设备用机柜 %4 个</translation>
    </message>
    <message>
        <source>leaves %1 oversubscribed</source>
        <translation>Leaf 层 %1 收敛</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>%1; switches and optics draw %2 kW</source>
        <translation>%1；交换机与光模块功耗 %2 kW</translation>
    </message>
    <message numerus="yes">
        <source>%Ln copper link(s) in the racks</source>
        <translation>
            <numerusform>柜内铜缆 %Ln 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln multimode optical link(s) in the rows</source>
        <translation>
            <numerusform>列内多模光链路 %Ln 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln single-mode optical link(s) between rows</source>
        <translation>
            <numerusform>跨列单模光链路 %Ln 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) × %1</source>
        <comment>nodes of a size and the GPUs each holds</comment>
        <translation>
            <numerusform>%n 节点 × %1 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>GPUs and how the nodes hold them</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>sizes of nodes</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>cost category, its discount</comment>
        <translation>%1优惠 %2</translation>
    </message>
    <message>
        <source>Unit prices and amounts are net of the negotiated discounts: %1.</source>
        <translation>以上单价与金额均已扣除商定优惠（%1）。</translation>
    </message>
    <message>
        <source>with %1 days of lead time, within the %2-day deadline</source>
        <translation>加上 %1 天交付周期，在 %2 天的工期之内</translation>
    </message>
    <message>
        <source>with %1 days of lead time, beyond the %2-day deadline</source>
        <translation>加上 %1 天交付周期，超出 %2 天的工期</translation>
    </message>
    <message>
        <source>after %1 days of lead time</source>
        <translation>另需 %1 天交付周期</translation>
    </message>
    <message>
        <source>%1 × %2; %3</source>
        <translation>%1 台 %2；%3</translation>
    </message>
    <message>
        <source>%1-port switch</source>
        <translation>%1 口交换机</translation>
    </message>
    <message>
        <source>Trial-and-error runs</source>
        <translation>试错与重新运行</translation>
    </message>
    <message>
        <source>%1–%2 samples/s</source>
        <translation>%1～%2 样本/秒</translation>
    </message>
    <message>
        <source>%1–%2 tokens/s</source>
        <translation>%1～%2 token/秒</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>a count of switches and their model</comment>
        <translation>%1 台 %2</translation>
    </message>
    <message numerus="yes">
        <source>Servers with %n × %1</source>
        <translation>
            <numerusform>服务器（每台 %n 张 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 copper cables in the rack</source>
        <translation>%1 机柜内铜缆</translation>
    </message>
    <message>
        <source>%1 multimode transceivers (in the row)</source>
        <translation>%1 多模光模块（列内）</translation>
    </message>
    <message>
        <source>%1 single-mode transceivers (between rows)</source>
        <translation>%1 单模光模块（跨列）</translation>
    </message>
    <message>
        <source>%1 multimode fibres (in the row)</source>
        <translation>%1 多模光纤跳线（列内）</translation>
    </message>
    <message>
        <source>%1 single-mode fibres (between rows)</source>
        <translation>%1 单模光纤跳线（跨列）</translation>
    </message>
    <message>
        <source>Spare %1 multimode transceivers</source>
        <translation>备件：%1 多模光模块</translation>
    </message>
    <message>
        <source>Spare %1 single-mode transceivers</source>
        <translation>备件：%1 单模光模块</translation>
    </message>
    <message>
        <source>Spare %1 copper cables</source>
        <translation>备件：%1 铜缆</translation>
    </message>
    <message>
        <source>Spare %1 multimode fibres</source>
        <translation>备件：%1 多模光纤跳线</translation>
    </message>
    <message>
        <source>Spare %1 single-mode fibres</source>
        <translation>备件：%1 单模光纤跳线</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>cables</source>
        <translation>根线缆</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>个光模块</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transceiver(s)</source>
        <translation>
            <numerusform>%n 个光模块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n 根线缆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spare servers with %n × %1</source>
        <translation>
            <numerusform>备用服务器（每台 %n 张 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Launch, data loading</source>
        <translation>启动与数据加载</translation>
    </message>
    <message>
        <source>fits, %1 free: the headroom required</source>
        <translation>余量 %1，恰为方案要求的下限</translation>
    </message>
    <message>
        <source>Reserve (+%1)</source>
        <translation>预备费（另加 %1）</translation>
    </message>
    <message>
        <source>Communication includes %1 in which the GPUs wait for the slowest of them at the end of each step, as every synchronous training run does.</source>
        <translation>通信时间中有 %1 是每步结束时各 GPU 等待最慢一块 GPU 的时间，同步训练均有此开销。</translation>
    </message>
    <message>
        <source>The gradient exchange between the nodes moves as fast as %1 inside them allows, so a faster network would not shorten it.</source>
        <translation>节点间的梯度同步速度受限于节点内的 %1，网络再快也不会缩短这部分时间。</translation>
    </message>
    <message>
        <source>Cloud instances for CPU preprocessing</source>
        <translation>云上 CPU 预处理实例</translation>
    </message>
    <message numerus="yes">
        <source>CPU preprocessing servers, %n core(s) in all</source>
        <translation>
            <numerusform>CPU 预处理服务器（共 %n 核）</numerusform>
        </translation>
    </message>
    <message>
        <source>core-hours</source>
        <translation>核时</translation>
    </message>
    <message>
        <source>“%1” costs less (%2 against %3) and is done sooner (%4 against %5).</source>
        <translation>“%1”费用更低（%2，本方案为 %3），完成也更早（%4，本方案为 %5）。</translation>
    </message>
    <message>
        <source>Choose it, unless this option brings what the figures do not show (a part already calibrated or in stock, a supplier&apos;s terms).</source>
        <translation>可选用该方案；如仍选本方案，请说明数字之外的理由，如加速卡已有实测校准、现货供应或供应商条款。</translation>
    </message>
    <message>
        <source>Compute (GPU and CPU nodes)</source>
        <translation>计算（GPU 节点与 CPU 节点）</translation>
    </message>
    <message>
        <source>within the budget of %1 at the estimate, over it at the likely high end</source>
        <translation>按估算在 %1 的预算之内，按可能区间的上限则超出</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>算力用量</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 卡时</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>70B pretraining on a 256-GPU H100 cluster</source>
        <translation>70B 模型预训练，256 卡 H100 集群</translation>
    </message>
    <message>
        <source>Multimodal fusion: satellite imagery + weather + hydrology + AIS (CLIP-style)</source>
        <translation>多模态融合：卫星影像 + 气象 + 水文 + AIS（CLIP 类）</translation>
    </message>
    <message>
        <source>Ocean remote-sensing image recognition (ship detection, red tide)</source>
        <translation>海洋遥感影像识别（船舶检测、赤潮监测）</translation>
    </message>
    <message>
        <source>Ocean time-series forecasting (wave height, currents, sea temperature)</source>
        <translation>海洋时序预测（浪高、海流、海温）</translation>
    </message>
    <message>
        <source>LoRA fine-tune of a 7B model on one rented RTX 4090 D</source>
        <translation>7B 模型 LoRA 微调，租用单卡 RTX 4090 D</translation>
    </message>
    <message>
        <source>256 × H100, pay-as-you-go</source>
        <translation>256 × H100，按需实例</translation>
    </message>
    <message>
        <source>512 × H100, pay-as-you-go</source>
        <translation>512 × H100，按需实例</translation>
    </message>
    <message>
        <source>256 × H100, purchased</source>
        <translation>256 × H100，自购</translation>
    </message>
    <message>
        <source>Full fine-tune of a 13B model on 4 × A100 80GB (NVLink)</source>
        <translation>13B 模型全参数微调，4 卡 A100 80GB（NVLink）</translation>
    </message>
    <message>
        <source>4 × A100, pay-as-you-go</source>
        <translation>4 × A100，按需实例</translation>
    </message>
    <message>
        <source>1 × RTX 4090 D, pay-as-you-go</source>
        <translation>1 × RTX 4090 D，按需实例</translation>
    </message>
    <message>
        <source>32 × H800, pay-as-you-go</source>
        <translation>32 × H800，按需实例</translation>
    </message>
    <message>
        <source>8 × L20, pay-as-you-go</source>
        <translation>8 × L20，按需实例</translation>
    </message>
    <message>
        <source>4 × L20, pay-as-you-go</source>
        <translation>4 × L20，按需实例</translation>
    </message>
    <message>
        <source>Three ways to run one pretraining of a 70B model on a trillion tokens: renting 256 or 512 H100s by the hour, or buying 256. We recommend renting 256: of the three, it meets the 90-day deadline at the lowest cost, and 512 finish in half the time for a little more. The plan keeps to the H100, which the team&apos;s training code is built for and published runs calibrate; another accelerator may cost less, but no published run calibrates its speed yet. Buying is shown for comparison, with 84 days (12 weeks) from order to a running cluster: the last delivery time published for H100 servers (8 to 12 weeks, Dell, April 2024; ask the vendor for today&apos;s). Ordered today, a purchased cluster then finishes this run after the deadline; owning it for 36 months costs several times the budget, and this run keeps it busy for about 5 % of that time, so buying pays only when further training runs fill the rest.</source>
        <translation>本建议书比较了 70B 模型在 1 万亿 token 上完成一次预训练的三种方式：按需租用 256&#xa0;卡或 512&#xa0;卡 H100，或自购 256&#xa0;卡 H100。建议按需租用 256&#xa0;卡：三种方式中，它可在 90 天工期内完成且费用最低；租用 512&#xa0;卡用时减半，费用略高。本方案选用 H100，因团队现有训练代码基于该卡开发，且其性能已有公开训练数据校准；其他加速卡费用可能更低，但目前尚无公开训练数据校准其速度。自购方案仅作对比，从下单到集群投入运行按 84 天（12 周）计，这是 H100 服务器最近一次公开的交付周期（8～12 周，戴尔，2024 年 4 月；当前交付周期请向厂商确认）。若此时下单自购，本次训练将在工期之后才能完成；集群持有 36 个月的费用为预算的数倍，而本次训练只占用其中约 5% 的时间，只有后续训练任务能充分利用其余时间，自购才具经济性。</translation>
    </message>
    <message>
        <source>Four A100 80GB GPUs in one rented server fine-tune Llama 2 13B on 2 billion tokens for two epochs in about 6 days, within the 14-day deadline and far under the budget. The four GPUs share NVLink, so the tensor-parallel layout (TP 4) stays inside the server. A full fine-tune keeps optimizer states for every weight, which is why a 13B model needs four 80 GB cards. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation>租用 1 台配备 4 张 A100 80GB 的服务器，对 Llama 2 13B 进行全参数微调：20 亿 token 训练 2 轮，约 6 天完成，在 14 天工期之内，费用远低于预算。4 张卡之间通过 NVLink 互联，张量并行（TP 4）留在服务器内部。全参数微调需为每个权重保存优化器状态，因此 13B 模型需要 4 张 80GB 加速卡。采用 AMD Instinct 加速卡的配置费用更低，但需将训练代码从 CUDA 迁移到 ROCm；本方案沿用团队训练代码所基于的 NVIDIA 加速卡。</translation>
    </message>
    <message>
        <source>One RTX 4090 D rented by the hour, a card widely rented in mainland China for adapting a 7B model: the fine-tune takes about 25 hours and costs under ¥100. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation>按小时租用 1 张 RTX 4090 D，国内租用该卡微调 7B 模型较为普遍：微调约需 25 小时，费用不到 100 元。该卡尚无公开训练实测数据，其速度为估算值，可能区间的宽度约为已校准加速卡的两倍；因此交付计划中安排了一次短时试运行，用实测结果校准估算。采用 AMD Instinct 加速卡的配置费用更低，但需将训练代码从 CUDA 迁移到 ROCm；本方案沿用团队训练代码所基于的 NVIDIA 加速卡。</translation>
    </message>
    <message>
        <source>The satellite images go to the vision tower; the weather, hydrology and AIS (ship automatic identification system) records of each scene are written as its caption and go to the text tower, so that one contrastive model learns to match a scene with the sea conditions around it. 200 million image-caption pairs for 8 epochs on 32 rented H800s take about 32 hours, within the 7-day deadline. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation>卫星影像输入视觉塔；每景影像对应的气象、水文与船舶自动识别系统（AIS）记录整理为该景的文本描述，输入文本塔，由同一个对比学习模型学习影像与周边海况之间的对应关系。2 亿组图文对训练 8 轮，租用 32 张 H800 约需 32 小时，在 7 天工期之内。采用 AMD Instinct 加速卡的配置费用更低，但需将训练代码从 CUDA 迁移到 ROCm；本方案沿用团队训练代码所基于的 NVIDIA 加速卡。</translation>
    </message>
    <message>
        <source>Eight NVIDIA L20 48GB in one rented server, a card made for the mainland China market, train the ship and red-tide detector in about five days. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation>租用 1 台配备 8 张 NVIDIA L20 48GB（面向中国市场的型号）的服务器，约 5 天即可训练完成船舶与赤潮检测模型。该卡尚无公开训练实测数据，其速度为估算值，可能区间的宽度约为已校准加速卡的两倍；因此交付计划中安排了一次短时试运行，用实测结果校准估算。采用 AMD Instinct 加速卡的配置费用更低，但需将训练代码从 CUDA 迁移到 ROCm；本方案沿用团队训练代码所基于的 NVIDIA 加速卡。</translation>
    </message>
    <message>
        <source>Four NVIDIA L20 48GB in one rented server train the forecasting model in about 12 days, within the 20-day deadline. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation>租用 1 台配备 4 张 NVIDIA L20 48GB 的服务器，约 12 天即可训练完成预报模型，满足 20 天的工期要求。该卡尚无公开训练实测数据，其速度为估算值，可能区间的宽度约为已校准加速卡的两倍；因此交付计划中安排了一次短时试运行，用实测结果校准估算。采用 AMD Instinct 加速卡的配置费用更低，但需将训练代码从 CUDA 迁移到 ROCm；本方案沿用团队训练代码所基于的 NVIDIA 加速卡。</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>a single layer&apos;s forward and backward, not a training step</source>
        <translation>单层前向与反向耗时，不是一个训练步</translation>
    </message>
    <message>
        <source>accelerator not in the catalog</source>
        <translation>目录中没有该加速卡</translation>
    </message>
    <message>
        <source>precision not modelled (FP4 / MXFP8)</source>
        <translation>尚未建模该精度（FP4 / MXFP8）</translation>
    </message>
    <message>
        <source>model dimensions not stated</source>
        <translation>未给出模型结构参数</translation>
    </message>
    <message>
        <source>training stack not stated</source>
        <translation>未给出训练框架</translation>
    </message>
    <message>
        <source>sequence length not stated</source>
        <translation>未给出序列长度</translation>
    </message>
    <message>
        <source>GPU count not stated</source>
        <translation>未给出 GPU 数量</translation>
    </message>
    <message>
        <source>tp x pp x cp does not divide the GPU count</source>
        <translation>tp × pp × cp 不能整除 GPU 数量</translation>
    </message>
    <message>
        <source>the stated tp x pp x cp x dp is not the GPU count (layout not given)</source>
        <translation>给出的 tp × pp × cp × dp 与 GPU 数量不符（未给出实际并行方式）</translation>
    </message>
    <message>
        <source>no measured peak in GiB</source>
        <translation>没有以 GiB 计的实测峰值</translation>
    </message>
    <message>
        <source>no throughput the planner can compare (tokens/s, step time or model TFLOP/s)</source>
        <translation>没有可比较的吞吐数据（token/秒、单步时间或模型 TFLOP/s）</translation>
    </message>
    <message>
        <source>Throughput (tokens/s per GPU): %1 runs, median |error| %2, p90 %3, signed median %4
</source>
        <translation>吞吐（每卡 token/秒）：%1 组实测，误差绝对值中位数 %2，p90 %3，带符号中位数 %4
</translation>
    </message>
    <message>
        <source>Peak memory: %1 runs, median |error| %2, worst %3
</source>
        <translation>显存峰值：%1 组实测，误差绝对值中位数 %2，最大 %3
</translation>
    </message>
    <message>
        <source>Range (p10-p90 of predicted / published): x%1 to x%2
</source>
        <translation>范围（估算值 / 实测值的 p10～p90）：×%1 至 ×%2
</translation>
    </message>
    <message>
        <source>Calibrated from the smallest run of a configuration (%1 configurations, %2 larger runs): median |error| %3, p90 %4; carrying its tokens/s per GPU over unchanged: %5, p90 %6
</source>
        <translation>以同一配置中规模最小的一组实测校准（%1 种配置，%2 组更大规模实测）：误差绝对值中位数 %3，p90 %4；直接沿用其每卡 token/秒：%5，p90 %6
</translation>
    </message>
    <message>
        <source>source</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>training stack</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>By %1:</source>
        <translation>按%1：</translation>
    </message>
    <message>
        <source>  %1 n=%2  median |error| %3  p90 %4  signed %5
</source>
        <translation>  %1 n=%2  误差绝对值中位数 %3  p90 %4  带符号 %5
</translation>
    </message>
    <message>
        <source>Runs off by more than 25 %:</source>
        <translation>误差超过 25% 的实测：</translation>
    </message>
    <message>
        <source>cannot evaluate: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>Every run (predicted / published):</source>
        <translation>全部实测（估算值 / 实测值）：</translation>
    </message>
    <message>
        <source>Left out:</source>
        <translation>未纳入：</translation>
    </message>
    <message>
        <source>an uneven pipeline split (pp x vp above the layers)</source>
        <translation>流水线切分不均（pp × vp 多于层数）</translation>
    </message>
    <message>
        <source>Said not to fit the GPUs they ran on: %1 of %2 runs
</source>
        <translation>判定显存放不下（实际已在所列 GPU 上跑通）：%2 组中 %1 组
</translation>
    </message>
    <message>
        <source>said not to fit</source>
        <translation>判定放不下</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>LLM pretraining</source>
        <translation>大模型预训练</translation>
    </message>
    <message>
        <source>Full-parameter fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation>QLoRA 微调（4-bit 基座模型）</translation>
    </message>
    <message>
        <source>Remote-sensing / image recognition</source>
        <translation>遥感影像 / 图像识别</translation>
    </message>
    <message>
        <source>Time-series forecasting</source>
        <translation>时序预测</translation>
    </message>
    <message>
        <source>Multimodal fusion</source>
        <translation>多模态融合</translation>
    </message>
    <message>
        <source>Diffusion (image generation)</source>
        <translation>扩散模型（图像生成）</translation>
    </message>
</context>
<context>
    <name>cp::ui::ChartsPanel</name>
    <message>
        <source>Capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Memory per GPU: the plan cannot be evaluated</source>
        <translation>每卡显存：方案无法评估</translation>
    </message>
    <message>
        <source>Training time: %1</source>
        <translation>训练时长：%1</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>可能区间</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>%1 (%2 % of the total)</source>
        <translation>%1（占总费用 %2%）</translation>
    </message>
    <message>
        <source>Time (%1) by GPU count&lt;br&gt;&lt;small&gt;red: this plan, likely range&lt;/small&gt;</source>
        <translation>训练时长（%1）与 GPU 数量&lt;br&gt;&lt;small&gt;红色：本方案及可能区间&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation>费用：%1</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>每月 %1</translation>
    </message>
    <message numerus="yes">
        <source>calibrated from a trial run on %n GPU(s)</source>
        <translation>
            <numerusform>已按 %n 卡试运行校准</numerusform>
        </translation>
    </message>
    <message>
        <source>likely %1</source>
        <translation>可能区间 %1</translation>
    </message>
    <message>
        <source>Dashed lines: the GPU&apos;s capacity and 80 % of it (20 % headroom)</source>
        <translation>虚线：显存容量及其 80%（预留 20% 余量）</translation>
    </message>
    <message>
        <source> · </source>
        <comment>between a chart title&apos;s details</comment>
        <translation> · </translation>
    </message>
    <message>
        <source>none</source>
        <comment>a part of the training time</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>included</source>
        <comment>a cost bar: in the rented price</comment>
        <translation>已含</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a duration, what it is made of</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Compute + CPU</source>
        <comment>a cost bar&apos;s name: GPUs and CPU nodes</comment>
        <translation>计算（含 CPU）</translation>
    </message>
    <message>
        <source>80 % of capacity</source>
        <translation>容量的 80%</translation>
    </message>
    <message>
        <source>Training time by part</source>
        <translation>训练时长构成</translation>
    </message>
    <message>
        <source>Training time against GPU count</source>
        <translation>训练时长与 GPU 数量</translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation>费用构成</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cp::ui::CostOverTimeChart</name>
    <message>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <source>&amp;Utilization:</source>
        <translation>集群使用率(&amp;U)：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>测算周期(&amp;H)：</translation>
    </message>
    <message>
        <source>Break-even against %1 at month %2: %3 spent either way</source>
        <translation>相对%1在第 %2 个月回本：届时两种方式累计支出均为 %3</translation>
    </message>
    <message>
        <source>The plan cannot be evaluated, so there is nothing to compare.
%1</source>
        <translation>方案无法评估，暂无可对比的数据。
%1</translation>
    </message>
    <message>
        <source>No cloud vs. buy comparison for this plan.
%1: %2</source>
        <translation>该方案无法进行上云与自购对比。
%1：%2</translation>
    </message>
    <message>
        <source>Cumulative cost by month at %1 % utilization (%2)</source>
        <translation>集群使用率 %1% 时的逐月累计费用（%2）</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>%1, month %2: %3</source>
        <translation>%1，第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>Typhoon season</source>
        <translation>台风季高峰</translation>
    </message>
    <message>
        <source>Project bursts</source>
        <translation>项目突发</translation>
    </message>
    <message>
        <source>&amp;Demand:</source>
        <translation>用量曲线(&amp;D)：</translation>
    </message>
    <message>
        <source>Owned + cloud</source>
        <translation>自购与云上混合部署</translation>
    </message>
    <message numerus="yes">
        <source>Owning %n GPU(s) and renting the rest, month %1: %2</source>
        <translation>
            <numerusform>自购 %n 张 GPU、其余上云租用，第 %1 个月：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned + cloud: %n GPU(s) owned</source>
        <translation>
            <numerusform>自购与云上混合部署：自购 %n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs the work needs month by month: the cluster&apos;s every month; three times as many from July to September (the typhoon season brings several times the usual data); or three times as many two months in every six (project work in bursts). A varying demand makes the scenario owned plus cloud: the proposal explains the split.</source>
        <translation>各月所需的 GPU 数：平稳为每月都用整个集群；台风季高峰为 7 至 9 月用量为平时的 3 倍（台风季数据量是平时的数倍）；项目突发为每六个月中有两个月用量为平时的 3 倍。需求有起伏时，本方案按自购与云上混合部署规划，方案建议书会说明自购与租用的划分。</translation>
    </message>
    <message>
        <source>Change demand</source>
        <translation>修改算力需求</translation>
    </message>
    <message>
        <source>Month by month (%1)</source>
        <translation>按月给定（%1）</translation>
    </message>
    <message>
        <source>Month by month...</source>
        <translation>逐月设定…</translation>
    </message>
    <message>
        <source>Fraction of the hours the cluster is busy training in the months it is used. Pay-as-you-go and spot bill only the busy hours; reserved terms and purchase cost the same either way (a purchased cluster draws less power when idle). Part of the scenario: the proposal assumes the same.</source>
        <translation>集群在使用月份内实际用于训练的时间占比。按需实例和抢占式实例只按实际使用时长计费；预留实例（包年包月）和自购无论忙闲，费用都一样，只是自购集群空闲时耗电更少。该值属于当前方案，方案建议书按同一前提假设测算。</translation>
    </message>
    <message>
        <source>How many months the cluster is kept, rented or owned: the scenario&apos;s amortization period, over which a purchase is estimated and the proposal compares the ways of paying.</source>
        <translation>集群租用或持有的月数，即当前方案的摊销期：自购费用按此期限估算，方案建议书也按此期限比较各种付费方式。</translation>
    </message>
    <message>
        <source>Change utilization</source>
        <translation>修改集群使用率</translation>
    </message>
    <message>
        <source>Change horizon</source>
        <translation>修改测算周期</translation>
    </message>
    <message>
        <source>Cumulative cost by month</source>
        <translation>逐月累计费用</translation>
    </message>
</context>
<context>
    <name>cp::ui::DemandDialog</name>
    <message>
        <source>Demand month by month</source>
        <translation>逐月算力需求</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 张 GPU</translation>
    </message>
    <message>
        <source>GPUs the work needs in each month of a year; the year repeats over the horizon. GPUs beyond those owned are rented for the month.</source>
        <translation>一年中每个月所需的 GPU 数，测算周期内逐年重复。超出自购数量的 GPU 按月上云租用。</translation>
    </message>
</context>
<context>
    <name>cp::ui::DiscountDialog</name>
    <message>
        <source>Negotiated discounts</source>
        <translation>商定优惠</translation>
    </message>
    <message>
        <source>Off the price list, per cost category. Every amount of the category is net of it; the proposal&apos;s internal version states them, the customer version shows the net prices only.</source>
        <translation>相对价目表、按费用类别商定的优惠。该类别的各项金额均按优惠后净价计算；方案建议书内部版列明优惠比例，客户版只显示净价。</translation>
    </message>
    <message>
        <source> %</source>
        <comment>percent suffix</comment>
        <translation>%</translation>
    </message>
    <message>
        <source>0 to 90 %: the share taken off the list price of %1.</source>
        <translation>0% 至 90%：%1 在价目表价格上减让的比例。</translation>
    </message>
    <message>
        <source>Change negotiated discounts</source>
        <translation>修改商定优惠</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>cp::ui::EditActions</name>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销“%1”(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做“%1”(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Dupl&amp;icate</source>
        <translation>创建副本(&amp;I)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Co&amp;nnect selected</source>
        <translation>连接所选设备(&amp;N)</translation>
    </message>
    <message>
        <source>Cable two selected elements to each other, or every selected node to the one selected switch (with the mouse: Shift+drag from one to the other).</source>
        <translation>将所选的两台设备相互连接，或将所选的每个节点连接到所选的那台交换机（用鼠标时：按住 Shift 从一台设备拖到另一台）。</translation>
    </message>
</context>
<context>
    <name>cp::ui::ExportDialog</name>
    <message>
        <source>Export proposal</source>
        <translation>导出方案建议书</translation>
    </message>
    <message>
        <source>The proposal&apos;s language; the window keeps its own.</source>
        <translation>方案建议书的语言；不影响界面语言。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Customer version (no unit prices or internal cost categories)</source>
        <translation>客户版（不含单价与内部费用类别）</translation>
    </message>
    <message>
        <source>Internal version (every price and category)</source>
        <translation>内部版（含全部价格与类别）</translation>
    </message>
    <message>
        <source>Hand the customer version to the customer; the internal one is for approval.</source>
        <translation>客户版交给客户；内部版用于内部审批。</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>文档类型</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美式信纸（Letter）</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>纸张大小</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export bill of materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <source>The language of the file; the window keeps its own.</source>
        <translation>导出文件的语言；窗口语言保持不变。</translation>
    </message>
    <message>
        <source>Full proposal</source>
        <translation>完整方案建议书</translation>
    </message>
    <message>
        <source>One-page summary (figures, layout, cost)</source>
        <translation>一页纸摘要（关键指标、并行策略、费用）</translation>
    </message>
    <message>
        <source>The one-page summary is for the customer to keep beside the full proposal.</source>
        <translation>一页纸摘要供客户与完整方案建议书一并留存。</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation>打印方案建议书</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>打印...</translation>
    </message>
</context>
<context>
    <name>cp::ui::FileActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>A new project: a 7B model on one 8-GPU node, to edit from there.</source>
        <translation>新建项目：一台 8 卡节点上的 7B 模型，可在此基础上修改。</translation>
    </message>
    <message>
        <source>New from sa&amp;mple</source>
        <translation>从示例新建(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>ClusterPlanner projects (*.cpplan)</source>
        <translation>集群规划师项目 (*.cpplan)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Re&amp;vert to saved</source>
        <translation>恢复到已保存版本(&amp;V)</translation>
    </message>
    <message>
        <source>Discard the unsaved changes and reopen the file as saved.</source>
        <translation>放弃未保存的修改，重新打开已保存的文件。</translation>
    </message>
    <message>
        <source>&amp;Export proposal...</source>
        <translation>导出方案建议书(&amp;E)...</translation>
    </message>
    <message>
        <source>A PDF proposal in Chinese or English, for the customer or for internal approval.</source>
        <translation>生成中文或英文 PDF 方案建议书，供客户或内部审批使用。</translation>
    </message>
    <message>
        <source>Project &amp;details...</source>
        <translation>项目信息(&amp;D)...</translation>
    </message>
    <message>
        <source>Customer, project name, author, date and notes for the proposal.</source>
        <translation>方案建议书中的客户、项目名称、编制人、日期和备注。</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>%1

The project that is open stays as it was.</source>
        <translation>%1

当前打开的项目保持不变。</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>%1 was changed on disk since it was opened here, by another window or program.</source>
        <translation>%1 在本窗口打开后已被其他窗口或程序修改。</translation>
    </message>
    <message>
        <source>Overwrite it with this window&apos;s project, or save this one under another name?</source>
        <translation>用本窗口的项目覆盖它，还是另存为新文件？</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>有未保存的修改</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>关闭前是否保存对 %1 的修改？</translation>
    </message>
    <message>
        <source>Without saving, the changes are lost.</source>
        <translation>不保存则修改将丢失。</translation>
    </message>
    <message>
        <source>Revert to saved</source>
        <translation>恢复到已保存版本</translation>
    </message>
    <message>
        <source>Discard the unsaved changes and reopen %1?</source>
        <translation>放弃未保存的修改并重新打开 %1？</translation>
    </message>
    <message>
        <source>Edit project details</source>
        <translation>编辑项目信息</translation>
    </message>
    <message>
        <source>%1 no longer exists; it is removed from the list.</source>
        <translation>%1 已不存在，已从列表中移除。</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>方案建议书</translation>
    </message>
    <message>
        <source>Cannot export proposal</source>
        <translation>无法导出方案建议书</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>导出方案建议书</translation>
    </message>
    <message>
        <source>The proposal is saved as %1.</source>
        <translation>方案建议书已保存为 %1。</translation>
    </message>
    <message>
        <source>Open the PDF</source>
        <translation>打开 PDF</translation>
    </message>
    <message>
        <source>Show the folder</source>
        <translation>打开所在文件夹</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>未命名项目</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Another window did not close properly either: unsaved changes to %1 from %2.</source>
        <translation>另一个窗口也未正常关闭：对%1所做的未保存修改（保存于 %2）。</translation>
    </message>
    <message>
        <source>ClusterPlanner did not close properly. Restore the unsaved changes to %1 from %2?</source>
        <translation>集群规划师上次未正常关闭。是否恢复对%1所做的未保存修改（保存于 %2）？</translation>
    </message>
    <message numerus="yes">
        <source>%n project(s) with unsaved work were left behind.</source>
        <translation>
            <numerusform>共有 %n 个项目留有未保存的修改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation>留待下次(&amp;K)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Recovered</source>
        <translation>已恢复的项目</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Export &amp;bill of materials...</source>
        <translation>导出物料清单(&amp;B)...</translation>
    </message>
    <message>
        <source>The bill of materials as an Excel workbook or CSV: the lines of the proposal&apos;s table, with numbers to compute with.</source>
        <translation>将物料清单导出为 Excel 工作簿或 CSV：与方案建议书中的清单逐行一致，数量和金额均为可计算的数值。</translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation>无法导出物料清单</translation>
    </message>
    <message>
        <source>%1: the file must end in %2</source>
        <translation>%1：文件扩展名须为 %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a project&apos;s name in a sentence</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>&amp;Print proposal...</source>
        <translation>打印方案建议书(&amp;P)...</translation>
    </message>
    <message>
        <source>The proposal on paper, laid out as the PDF is.</source>
        <translation>打印方案建议书，版式与 PDF 相同。</translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation>打印方案建议书</translation>
    </message>
    <message>
        <source>Cannot print the proposal</source>
        <translation>无法打印方案建议书</translation>
    </message>
    <message>
        <source>Sent %1 to the printer</source>
        <translation>已将“%1”发送到打印机</translation>
    </message>
    <message>
        <source>Export launch &amp;kit...</source>
        <translation>导出部署包(&amp;K)...</translation>
    </message>
    <message>
        <source>The files that run this scenario as laid out: a SLURM batch script, torchrun, the training stack&apos;s configuration, a Kubeflow PyTorchJob and a trial run that calibrates the plan.</source>
        <translation>按本方案的并行方式运行训练所需的文件：SLURM 批处理脚本、torchrun 启动脚本、训练框架配置、Kubeflow PyTorchJob，以及用于校准方案的试运行脚本。</translation>
    </message>
    <message>
        <source>Export launch kit into a new folder</source>
        <translation>将部署包导出到新文件夹</translation>
    </message>
    <message>
        <source>-launch-kit</source>
        <comment>the suffix of the kit&apos;s folder name</comment>
        <translation>-部署包</translation>
    </message>
    <message>
        <source>Cannot export the launch kit</source>
        <translation>无法导出部署包</translation>
    </message>
    <message>
        <source>Exported the launch kit to %1 (see its README.md)</source>
        <translation>部署包已导出到 %1，说明见其中的 README.md</translation>
    </message>
    <message>
        <source>&amp;Import cluster...</source>
        <translation>导入现有集群(&amp;I)...</translation>
    </message>
    <message>
        <source>Draws a running cluster from what its scheduler lists: SLURM scontrol show node or sinfo, kubectl get nodes -o json, or one node&apos;s nvidia-smi topo -m.</source>
        <translation>根据调度系统的节点清单绘制现有集群：SLURM 的 scontrol show node 或 sinfo、kubectl get nodes -o json，或单个节点的 nvidia-smi topo -m。</translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation>无法读取 %1：该路径%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import cluster from %1</source>
        <translation>从 %1 导入集群</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) with %1 × %2 each.</source>
        <translation>
            <numerusform>%n 个节点，每个节点 %1 × %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>The listed GPU type &apos;%1&apos; is read as %2: choose another in the Workload panel if it differs.</source>
        <translation>清单中的加速卡型号“%1”按 %2 处理；如有不同，请在训练任务面板中另选。</translation>
    </message>
    <message>
        <source>The listing names no GPU type: the scenario&apos;s %1 is kept.</source>
        <translation>清单未注明加速卡型号：沿用本方案的 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) without GPUs left out.</source>
        <translation>
            <numerusform>未计入 %n 个无加速卡的节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs are joined by PCIe, not NVLink: choose a PCIe server for the nodes in their properties.</source>
        <translation>节点内加速卡经 PCIe 而非 NVLink 互联：请在节点属性中改选 PCIe 服务器。</translation>
    </message>
    <message>
        <source>The listing does not say the network between the nodes: it is drawn as %1; change it on the training switch if it differs.</source>
        <translation>清单未注明节点间网络：按 %1 绘制；如有不同，请在训练网络的交换机上修改。</translation>
    </message>
    <message>
        <source>Import cluster</source>
        <translation>导入现有集群</translation>
    </message>
    <message>
        <source>%1

The scenario stays as it was.</source>
        <translation>%1

当前方案保持不变。</translation>
    </message>
    <message>
        <source>Edit &gt; Undo takes the import back.</source>
        <translation>可通过“编辑 &gt; 撤销”撤回本次导入。</translation>
    </message>
    <message>
        <source>Scheduler listings (*.txt *.json *.out *.log *)</source>
        <translation>调度系统节点清单 (*.txt *.json *.out *.log *)</translation>
    </message>
</context>
<context>
    <name>cp::ui::FindingsModel</name>
    <message>
        <source>%1
Fix: %2</source>
        <translation>%1
建议：%2</translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation>未发现瓶颈或风险。</translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation>方案无法评估：%1</translation>
    </message>
</context>
<context>
    <name>cp::ui::MainWindow</name>
    <message>
        <source>Workload</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>模板库</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Bottlenecks and risks</source>
        <translation>瓶颈与风险</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] - ClusterPlanner</source>
        <translation>%1[*] - 集群规划师</translation>
    </message>
    <message>
        <source>Cloud vs. buy and sensitivity</source>
        <translation>上云与自购 · 敏感性分析</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClusterPlanner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans GPU training clusters: whether the model fits, how long training takes, what it costs and which network it needs, from physical models calibrated on published training runs.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY; the licence is in the LICENSE file of its sources.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;集群规划师 %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;规划 GPU 训练集群：模型能否放下、训练需要多久、费用多少、需要怎样的网络，均基于按公开训练实测数据校准的物理模型。&lt;/p&gt;&lt;p&gt;本软件为自由软件，依据 GNU 通用公共许可证第 3 版或（由您选择）任何更新版本（GPL-3.0-or-later）授权发布，不提供任何担保；许可证全文见源代码中的 LICENSE 文件。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation>关于集群规划师(&amp;A)</translation>
    </message>
    <message>
        <source>About ClusterPlanner</source>
        <translation>关于集群规划师</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 · unsaved</source>
        <translation>%1 · 未保存</translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <comment>a finding and its fix</comment>
        <translation>%1
建议：%2</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The documentation is installed with the application, under share/doc/clusterplanner beside its programs (%1 here, not found), and is the docs folder of its sources.</source>
        <translation>文档随应用安装在程序所在目录旁的 share/doc/clusterplanner 下（本机应为 %1，但未找到），也可在源代码的 docs 目录中查阅。</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>键盘快捷键(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>The model, the command line and the project format, as installed with the application.</source>
        <translation>随应用安装的文档：计算模型、命令行与项目文件格式。</translation>
    </message>
    <message>
        <source>Topology canvas</source>
        <translation>拓扑画布</translation>
    </message>
</context>
<context>
    <name>cp::ui::ModelActions</name>
    <message>
        <source>&amp;Import config.json...</source>
        <translation>导入 config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>A model&apos;s own dimensions from its Hugging Face config.json (Llama, Qwen, Mistral, Mixtral, DeepSeek-V3, GPT-2, BERT ...).</source>
        <translation>从 Hugging Face 的 config.json 读取模型自身的结构参数（支持 Llama、Qwen、Mistral、Mixtral、DeepSeek-V3、GPT-2、BERT 等）。</translation>
    </message>
    <message>
        <source>Edit &amp;dimensions...</source>
        <translation>编辑结构参数(&amp;D)…</translation>
    </message>
    <message>
        <source>The model&apos;s layers, widths, heads and experts, counted as you type.</source>
        <translation>模型的层数、宽度、注意力头与专家配置，输入时即时统计参数量。</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>训练任务(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation>模型配置文件 (*.json)</translation>
    </message>
    <message>
        <source>Change model dimensions</source>
        <translation>修改模型结构参数</translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation>无法读取 %1：该路径%2</translation>
    </message>
</context>
<context>
    <name>cp::ui::ModelDialog</name>
    <message>
        <source>Model dimensions</source>
        <translation>模型结构参数</translation>
    </message>
    <message>
        <source>The model as its config.json describes it. The planner counts its parameters and FLOPs from these dimensions; the project keeps them.</source>
        <translation>按 config.json 的描述填写模型。本软件据此计算参数量与 FLOPs，项目文件会保存这些参数。</translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation>Transformer 结构</translation>
    </message>
    <message>
        <source>The model&apos;s name as the customer uses it; the proposal shows it.</source>
        <translation>客户对该模型的称呼，方案建议书中使用此名称。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama, Qwen, DeepSeek)</source>
        <translation>解码器（GPT、Llama、Qwen、DeepSeek）</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>编码器（BERT）</translation>
    </message>
    <message>
        <source>Vision transformer</source>
        <translation>视觉 Transformer（ViT）</translation>
    </message>
    <message>
        <source>Time-series transformer</source>
        <translation>时序 Transformer</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation>隐藏维度 ÷ 头数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer layers (num_hidden_layers).</source>
        <translation>Transformer 层数（num_hidden_layers）。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Width of the residual stream (hidden_size).</source>
        <translation>残差流的宽度（hidden_size）。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Query heads (num_attention_heads).</source>
        <translation>查询头数（num_attention_heads）。</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Grouped-query attention: heads of keys and values (num_key_value_heads); as many as the query heads when unset.</source>
        <translation>分组查询注意力（GQA）中键和值的头数（num_key_value_heads），不设置时与查询头数相同。</translation>
    </message>
    <message>
        <source>as heads</source>
        <translation>同注意力头数</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>单头维度</translation>
    </message>
    <message>
        <source>A head&apos;s width where it is not hidden / heads (head_dim); with latent attention, the part of a query or key head without rotary embedding (qk_nope_head_dim).</source>
        <translation>单个注意力头的维度，仅在不等于隐藏维度 ÷ 头数时填写（head_dim）；使用多头潜在注意力时，为查询或键头中不含旋转位置编码的部分（qk_nope_head_dim）。</translation>
    </message>
    <message>
        <source>FFN width</source>
        <translation>FFN 宽度</translation>
    </message>
    <message>
        <source>Width of a dense layer&apos;s feed-forward block (intermediate_size).</source>
        <translation>稠密层前馈网络的宽度（intermediate_size）。</translation>
    </message>
    <message>
        <source>4 x hidden</source>
        <translation>4 × 隐藏维度</translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU): three matrices instead of two</source>
        <translation>门控 MLP（SwiGLU）：三个矩阵而非两个</translation>
    </message>
    <message>
        <source>Input and output embeddings shared (tie_word_embeddings)</source>
        <translation>输入与输出词嵌入共享（tie_word_embeddings）</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary (vocab_size).</source>
        <translation>词表中的 token 数（vocab_size）。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per training sample.</source>
        <translation>每个训练样本的 token 数。</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家（MoE）</translation>
    </message>
    <message>
        <source>Routed experts replace the dense FFN in every layer after the dense ones; each token goes to a few of them.</source>
        <translation>在前若干稠密层之后，每层的稠密 FFN 由路由专家取代，每个 token 只经过其中少数几个。</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <source>Experts per MoE layer (num_local_experts, num_experts, n_routed_experts).</source>
        <translation>每个 MoE 层的专家数（num_local_experts、num_experts 或 n_routed_experts）。</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 激活专家数</translation>
    </message>
    <message>
        <source>Routed experts each token goes to (num_experts_per_tok).</source>
        <translation>每个 token 路由到的专家数（num_experts_per_tok）。</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Experts every token goes through (n_shared_experts).</source>
        <translation>所有 token 都经过的专家数（n_shared_experts）。</translation>
    </message>
    <message>
        <source>Expert FFN width</source>
        <translation>专家 FFN 宽度</translation>
    </message>
    <message>
        <source>One expert&apos;s feed-forward width (moe_intermediate_size); the dense FFN width when unset.</source>
        <translation>单个专家的前馈网络宽度（moe_intermediate_size），不设置时与稠密 FFN 相同。</translation>
    </message>
    <message>
        <source>as FFN</source>
        <translation>同 FFN 宽度</translation>
    </message>
    <message>
        <source>Dense layers first</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <source>Layers with a dense FFN before the first MoE layer (first_k_dense_replace).</source>
        <translation>第一个 MoE 层之前使用稠密 FFN 的层数（first_k_dense_replace）。</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek)</source>
        <translation>多头潜在注意力（MLA，DeepSeek）</translation>
    </message>
    <message>
        <source>Keys and values from one compressed latent per token.</source>
        <translation>每个 token 的键和值由同一个压缩潜向量生成。</translation>
    </message>
    <message>
        <source>Query compression rank</source>
        <translation>查询压缩秩</translation>
    </message>
    <message>
        <source>q_lora_rank; 0 for none.</source>
        <translation>q_lora_rank，0 表示不压缩。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Key-value compression rank</source>
        <translation>键值压缩秩</translation>
    </message>
    <message>
        <source>kv_lora_rank.</source>
        <translation>kv_lora_rank。</translation>
    </message>
    <message>
        <source>Rotary head width</source>
        <translation>旋转位置编码维度</translation>
    </message>
    <message>
        <source>qk_rope_head_dim.</source>
        <translation>qk_rope_head_dim。</translation>
    </message>
    <message>
        <source>Value head width</source>
        <translation>值头维度</translation>
    </message>
    <message>
        <source>v_head_dim; the head width when unset.</source>
        <translation>v_head_dim，不设置时与单头维度相同。</translation>
    </message>
    <message>
        <source>as head width</source>
        <translation>同单头维度</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>参数量 %1，每 token 激活 %2</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>参数量 %1</translation>
    </message>
    <message>
        <source>; %1 GFLOP per token to train</source>
        <translation>；训练每 token %1 GFLOP</translation>
    </message>
</context>
<context>
    <name>cp::ui::Palette</name>
    <message>
        <source>%1: %2 GPUs, %3 CPU cores</source>
        <translation>%1：%2 张 GPU，%3 个 CPU 核</translation>
    </message>
    <message>
        <source>Switch: %1</source>
        <translation>交换机：%1</translation>
    </message>
    <message>
        <source>A switch of %1; link GPU nodes, storage or management ports to it.</source>
        <translation>%1 交换机；可将 GPU 节点、存储或管理端口连接到它。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No accelerator this server takes is offered in %1.</source>
        <translation>%1 没有可装入该服务器的加速卡。</translation>
    </message>
    <message>
        <source>Offered in %1: %2</source>
        <translation>%1 可选：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>cp::ui::PlanDocument</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>recovery file</source>
        <translation>恢复文件</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk is unchanged.</source>
        <translation>无法保存 %1：%2。磁盘上的文件未被改动。</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <source>Show scenario %1</source>
        <translation>切换到方案 %1</translation>
    </message>
    <message>
        <source>Rename scenario %1</source>
        <translation>重命名方案 %1</translation>
    </message>
    <message>
        <source>Remove scenario %1</source>
        <translation>删除方案 %1</translation>
    </message>
    <message>
        <source>Cannot open %1: it %2</source>
        <translation>无法打开 %1：该路径%2</translation>
    </message>
    <message>
        <source>Cannot save %1: it %2. The file on disk is unchanged.</source>
        <translation>无法保存 %1：该路径%2。磁盘上的文件未被改动。</translation>
    </message>
    <message>
        <source>%1: not done. The scenario would hold %2 elements and %3 links; the canvas draws at most %4 elements and %5 links. Estimate a larger cluster with clusterplanner-cli.</source>
        <translation>%1：未执行。方案将包含 %2 个设备和 %3 条链路，超出画布上限（最多 %4 个设备和 %5 条链路）。更大的集群请用 clusterplanner-cli 估算。</translation>
    </message>
    <message>
        <source>%1: scenario &quot;%2&quot; draws %3 elements and %4 links; the canvas draws at most %5 elements and %6 links. Estimate it with clusterplanner-cli, which reads up to %7 nodes, switches and links each.</source>
        <translation>%1：方案“%2”包含 %3 个设备和 %4 条链路，画布最多显示 %5 个设备和 %6 条链路。请用 clusterplanner-cli 估算，命令行可读取节点、交换机和链路各至多 %7 个。</translation>
    </message>
</context>
<context>
    <name>cp::ui::ProjectDialog</name>
    <message>
        <source>Project details</source>
        <translation>项目信息</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目名称</translation>
    </message>
    <message>
        <source>The project&apos;s title, on the proposal&apos;s cover.</source>
        <translation>项目名称，印在方案建议书封面上。</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>The customer&apos;s organisation, as printed on the proposal.</source>
        <translation>客户单位名称，按原样印在方案建议书上。</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Your name and team, as printed on the cover.</source>
        <translation>编制人姓名与团队，印在封面上。</translation>
    </message>
    <message>
        <source>Fixed date</source>
        <translation>指定日期</translation>
    </message>
    <message>
        <source>Off: the proposal carries the day it is exported.</source>
        <translation>不勾选时，方案建议书使用导出当天的日期。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Notes for the proposal, printed as typed.</source>
        <translation>方案建议书备注，按输入原样打印。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>An image for the proposal&apos;s cover (PNG, JPEG or SVG).</source>
        <translation>方案建议书封面使用的图片（PNG、JPEG 或 SVG）。</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>徽标</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Where the hardware is bought or rented. US export rules keep some parts out of mainland-China purchases: they are then offered for rent only, or not at all, in the GPU lists, the recommender and the proposal.</source>
        <translation>硬件的采购或租用地。受美国出口管制规则限制，部分型号无法在中国大陆采购新品：在 GPU 列表、配置推荐和方案建议书中，这些型号将标注为仅可租用，或不予提供。</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
</context>
<context>
    <name>cp::ui::PropertiesPanel</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>修改 %2 的 %1</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>加速卡型号</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPUs in this node (at most %1 for this template).</source>
        <translation>该节点的 GPU 数量（此模板最多 %1 张）。</translation>
    </message>
    <message>
        <source>Storage tier</source>
        <translation>存储层级</translation>
    </message>
    <message>
        <source>storage tier</source>
        <translation>存储层级</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>单元数</translation>
    </message>
    <message>
        <source>Storage units (arrays or appliances) of this tier.</source>
        <translation>该层级的存储单元（阵列或一体机）数量。</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>Host CPU cores; too few per GPU starve the data loader.</source>
        <translation>主机 CPU 核数；每卡分到的核数太少会拖慢数据加载。</translation>
    </message>
    <message>
        <source>template (%1)</source>
        <translation>按模板（%1）</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <source>Host memory; at least the node&apos;s GPU memory.</source>
        <translation>主机内存；至少应等于节点的显存总量。</translation>
    </message>
    <message>
        <source>Power budget of this node&apos;s rack position; 0 uses the price list&apos;s rack quota.</source>
        <translation>该节点所在机柜位的单机柜功率；0 表示采用价目表中的单机柜功率。</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>按价目表</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>所属网络</translation>
    </message>
    <message>
        <source>Training (GPU to GPU)</source>
        <translation>训练网络（GPU 间）</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>管理网络</translation>
    </message>
    <message>
        <source>network</source>
        <translation>所属网络</translation>
    </message>
    <message>
        <source>Select a node, a switch or a link on the canvas to edit it.</source>
        <translation>在画布上选中节点、交换机或链路后即可编辑其属性。</translation>
    </message>
    <message>
        <source>Change %1 of link %2 - %3</source>
        <translation>修改链路 %2 - %3 的%1</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Link %1 - %2</source>
        <translation>链路 %1 - %2</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Parallel ports on this cable: each is one NIC and one switch port, and adds one line rate.</source>
        <translation>该链路上并行的端口数：每个端口对应一块网卡和一个交换机端口，带宽按端口线速累加。</translation>
    </message>
    <message>
        <source>As the switch (%1)</source>
        <translation>与交换机相同（%1）</translation>
    </message>
    <message>
        <source>NIC fabric</source>
        <translation>网卡类型</translation>
    </message>
    <message>
        <source>The node&apos;s NICs on this cable. A port runs at the slower of the NIC and the switch.</source>
        <translation>节点在该链路上使用的网卡。端口速率取网卡与交换机两者中较低者。</translation>
    </message>
    <message>
        <source>Usable capacity and aggregate read bandwidth: the tier&apos;s datasheet figures times the units.</source>
        <translation>可用容量与聚合读带宽：按该存储层级的规格书数值乘以单元数计算。</translation>
    </message>
    <message>
        <source>Capacity, read</source>
        <translation>容量 / 读带宽</translation>
    </message>
    <message>
        <source>%1 TB, %2 GB/s</source>
        <translation>%1 TB，%2 GB/s</translation>
    </message>
    <message>
        <source>NICs to %1</source>
        <translation>连 %1 的网卡</translation>
    </message>
    <message>
        <source>Ports of this node cabled to %1 (%2); each adds one line rate.</source>
        <translation>本节点连到 %1 的端口数（%2）；每个端口增加一份线速带宽。</translation>
    </message>
    <message>
        <source>Ports of this node cabled to %1.</source>
        <translation>本节点连到 %1 的端口数。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>an element&apos;s id and its template</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field, what is wrong with the value typed</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>单机柜功率</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
</context>
<context>
    <name>cp::ui::RecommendDialog</name>
    <message>
        <source>Recommend a configuration</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Allowed accelerators</source>
        <translation>可选加速卡</translation>
    </message>
    <message>
        <source>Most GPUs a configuration may have; node counts go 1, 2, 4 ...</source>
        <translation>单个配置的 GPU 数上限；节点数按 1、2、4…… 递增。</translation>
    </message>
    <message>
        <source>At most GPUs</source>
        <translation>GPU 数上限</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Most nodes (servers or workstations); 0 for no limit.</source>
        <translation>节点（服务器或工作站）数上限；0 表示不限。</translation>
    </message>
    <message>
        <source>At most nodes</source>
        <translation>节点数上限</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Power one rack position gives a node (GPUs at TDP plus the host); nodes that draw more are left out. 0 for no limit.</source>
        <translation>单机柜功率：一个机柜位可供给单个节点的功率（GPU 按 TDP 计，另加主机功耗）；功耗超出的节点不予考虑。0 表示不限。</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Evaluate every accelerator, node template, node count, fabric and parallel layout; deterministic, so the same inputs give the same answer.</source>
        <translation>逐一评估每种加速卡、节点模板、节点数、网络和并行策略；结果可复现，相同输入总是得到相同结果。</translation>
    </message>
    <message>
        <source>Cancel search</source>
        <translation>取消搜索</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation>推荐理由</translation>
    </message>
    <message>
        <source>Main risk</source>
        <translation>主要风险</translation>
    </message>
    <message>
        <source>&amp;Apply to canvas</source>
        <translation>应用到画布(&amp;A)</translation>
    </message>
    <message>
        <source>Replace the scenario on the canvas by the selected tier, drawn in the standard layout. Undo (Ctrl+Z) brings the old one back.</source>
        <translation>用所选档位替换画布上的方案，按标准拓扑绘制。撤销（Ctrl+Z）可恢复原方案。</translation>
    </message>
    <message>
        <source>Keep the scenario on the canvas and add the selected tier as a new one to compare.</source>
        <translation>保留画布上的方案，把所选档位添加为新方案以便对比。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>The plan has changed since this search; search again for figures that match it.</source>
        <translation>搜索后方案已有改动；请重新搜索，以获得与当前方案一致的数据。</translation>
    </message>
    <message>
        <source>Allow at least one accelerator.</source>
        <translation>请至少选择一种加速卡。</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>搜索已取消。</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索……</translation>
    </message>
    <message>
        <source>%1 configurations and %2 parallel layouts examined in %3 s; %4 plans on the cost-time front.</source>
        <translation>%3 秒内评估了 %1 种配置、%2 种并行策略；费用-时长帕累托前沿上有 %4 个方案。</translation>
    </message>
    <message>
        <source>No tier: %1.</source>
        <translation>无可推荐档位：%1。</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4</source>
        <translation>TP %1 · PP %2 · DP %3 · ZeRO %4</translation>
    </message>
    <message>
        <source>No bottlenecks found; %1 % of GPU memory stays free.</source>
        <translation>未发现瓶颈；显存余量 %1%。</translation>
    </message>
    <message>
        <source>Apply the %1 tier</source>
        <translation>应用%1档</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>None</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1: %2</source>
        <translation>方案无法评估：%1：%2</translation>
    </message>
    <message>
        <source>Add as sce&amp;nario</source>
        <translation>添加为方案(&amp;D)</translation>
    </message>
    <message>
        <source>Accelerators the search may use: priced ones that the project&apos;s market offers with the plan&apos;s pricing (parts that can only be rented there are left out of a purchase).</source>
        <translation>搜索可使用的加速卡：有价格、且在本项目市场中按本方案计费方式可获得的型号（自购方案不含仅可租用的型号）。</translation>
    </message>
    <message>
        <source>For the workload on the canvas, priced as %1, in the %4 market; budget %2, deadline %3. Change these in the Workload panel and the project details.</source>
        <translation>针对画布上的训练任务，计费方式为%1，市场为%4；预算 %2，工期 %3。可在“训练任务”面板和项目信息中修改。</translation>
    </message>
    <message>
        <source>Meets the %1-day deadline as estimated, but the likely range runs to %2: allow for the overrun.</source>
        <translation>按估算可满足 %1 天的工期，但可能区间最长达 %2，请预留延期余量。</translation>
    </message>
    <message>
        <source>A tier the reservation would leave mostly idle is priced the cheaper way instead, as its Cost column says. </source>
        <translation>若某一档位会使预留实例大部分时间闲置，则改按更便宜的计费方式计价，详见该档位的“费用”一栏。</translation>
    </message>
    <message>
        <source>Training times include %1 % for trial-and-error runs.</source>
        <translation>训练时长均含 %1% 试错与重新运行余量。</translation>
    </message>
    <message>
        <source> · EP %1</source>
        <translation> · EP %1</translation>
    </message>
    <message>
        <source>for %1 % more</source>
        <translation>费用高出 %1%</translation>
    </message>
    <message>
        <source>at %1× the cost</source>
        <translation>费用为其 %1 倍</translation>
    </message>
    <message>
        <source>The best balance of cost and time between entry and flagship: %1 % less time than entry (%2× faster) %3.</source>
        <translation>介于入门档与旗舰档之间、费用与时间最均衡的方案：比入门档节省 %1% 的时间（速度为其 %2 倍），%3。</translation>
    </message>
    <message>
        <source>The fastest plan within the budget and the deadline: %1 % less time than entry (%2× faster) %3.</source>
        <translation>满足预算和工期的方案中最快的一个：比入门档节省 %1% 的时间（速度为其 %2 倍），%3。</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>The cheapest plan that keeps at least 20 % of GPU memory free and meets the budget and the deadline.</source>
        <translation>在显存余量不低于 20%、满足预算和工期的方案中，费用最低的一个。</translation>
    </message>
    <message>
        <source> · CP %1</source>
        <translation> · CP %1</translation>
    </message>
    <message>
        <source>The canvas now shows “%1” in place of “%2”; Undo (Ctrl+Z) brings it back.</source>
        <translation>画布上的方案已由“%2”换为“%1”；撤销（Ctrl+Z）可恢复。</translation>
    </message>
    <message>
        <source>Added the scenario “%1”; compare it with the others in Scenario &gt; Compare scenarios (Ctrl+Shift+C).</source>
        <translation>已添加方案“%1”；可在“方案 &gt; 方案对比”（Ctrl+Shift+C）中与其他方案对比。</translation>
    </message>
    <message>
        <source>Show &amp;limits</source>
        <translation>显示搜索条件(&amp;L)</translation>
    </message>
    <message>
        <source>At most power per node</source>
        <translation>单节点功率上限</translation>
    </message>
    <message>
        <source>Hide &amp;limits</source>
        <translation>隐藏搜索条件(&amp;L)</translation>
    </message>
    <message>
        <source>The search&apos;s limits fold away on a short screen to leave room for the tiers; this shows or hides them.</source>
        <translation>屏幕较矮时，搜索条件会自动收起，为各档结果留出空间；点此显示或隐藏搜索条件。</translation>
    </message>
    <message>
        <source>It is within the budget as estimated, not at its likely high end.</source>
        <translation>按估算在预算之内，按可能区间上限则超出。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>cp::ui::ScenarioActions</name>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation>方案无法评估：%1</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>方案(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New scenario...</source>
        <translation>新建方案(&amp;N)...</translation>
    </message>
    <message>
        <source>A copy of the scenario on the canvas, to change and compare (Ctrl+Shift+N).</source>
        <translation>复制画布上的当前方案，修改后用于对比（Ctrl+Shift+N）。</translation>
    </message>
    <message>
        <source>&amp;Rename scenario...</source>
        <translation>重命名方案(&amp;R)...</translation>
    </message>
    <message>
        <source>Re&amp;move scenario</source>
        <translation>删除方案(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Previous scenario</source>
        <translation>上一个方案(&amp;P)</translation>
    </message>
    <message>
        <source>Ne&amp;xt scenario</source>
        <translation>下一个方案(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Compare scenarios</source>
        <translation>方案对比(&amp;C)</translation>
    </message>
    <message>
        <source>Every scenario side by side: configuration, time, cost and risks (Ctrl+Shift+C).</source>
        <translation>并排对比所有方案的配置、训练时长、费用和风险（Ctrl+Shift+C）。</translation>
    </message>
    <message>
        <source>Calibrate from a &amp;trial run...</source>
        <translation>按试运行校准(&amp;T)...</translation>
    </message>
    <message>
        <source>Enter what a small trial of this scenario measured; the estimate is fitted to it and its range narrows.</source>
        <translation>输入本方案小规模试运行的实测结果，估算将据此校准，可能区间随之收窄。</translation>
    </message>
    <message>
        <source>Recommend a confi&amp;guration...</source>
        <translation>推荐配置(&amp;G)...</translation>
    </message>
    <message>
        <source>Search accelerators, node counts, fabrics and parallel layouts for what the budget and deadline buy (Ctrl+R).</source>
        <translation>在加速卡、节点数、网络和并行策略中搜索，找出预算和工期内可行的配置（Ctrl+R）。</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>The scenario on the canvas: %1. Each scenario is one option to compare.</source>
        <translation>画布上的方案：%1。每个方案都是一个可供对比的选项。</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>Name of the new scenario (a copy of the one shown):</source>
        <translation>新方案名称（复制当前显示的方案）：</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>Scenario name:</source>
        <translation>方案名称：</translation>
    </message>
    <message>
        <source>Another scenario is already called %1.</source>
        <translation>已有方案名为 %1。</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Remove the scenario %1? Undo brings it back.</source>
        <translation>删除方案“%1”？可用撤销恢复。</translation>
    </message>
    <message>
        <source>New scenario</source>
        <comment>toolbar</comment>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>Compare</source>
        <comment>toolbar: compare scenarios</comment>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Recommend</source>
        <comment>toolbar: recommend a configuration</comment>
        <translation>推荐配置</translation>
    </message>
</context>
<context>
    <name>cp::ui::ScenarioDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Every scenario of the project, evaluated as the canvas would. Double-click a column to show that scenario on the canvas.</source>
        <translation>项目中的全部方案，按与画布相同的方式评估。双击某列可在画布上显示该方案。</translation>
    </message>
    <message>
        <source>Show on canvas</source>
        <translation>在画布上显示</translation>
    </message>
    <message>
        <source>Put the selected scenario on the canvas to edit it.</source>
        <translation>把所选方案放到画布上编辑。</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation>预算与工期</translation>
    </message>
    <message>
        <source>Main risk</source>
        <translation>主要风险</translation>
    </message>
    <message>
        <source>Cannot be evaluated: %1: %2</source>
        <translation>无法评估：%1：%2</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>within budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>meets the deadline</source>
        <translation>满足工期</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>超出工期</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未设定</translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation>未发现瓶颈或风险。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Cost covers</source>
        <translation>计费周期</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>月均费用</translation>
    </message>
    <message>
        <source>%1
(on canvas)</source>
        <comment>a column header</comment>
        <translation>%1
（当前画布）</translation>
    </message>
    <message>
        <source>the job&apos;s own share: %1</source>
        <translation>训练任务自身分摊：%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>memory per GPU, whether it fits</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, all within one month</source>
        <translation>%1（均在一个月内计费）</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Cost per month
(the spans differ)</source>
        <translation>月均费用
（计费周期不同）</translation>
    </message>
    <message>
        <source>Total cost, each over its own span</source>
        <translation>总费用（按各自计费周期）</translation>
    </message>
    <message>
        <source>within budget at the estimate</source>
        <translation>按估算在预算内</translation>
    </message>
    <message>
        <source>Show charts</source>
        <translation>显示图表</translation>
    </message>
    <message>
        <source>The dialog is too short for the table and the charts together: show the charts in the table&apos;s place, or the table again.</source>
        <translation>对话框高度不足以同时显示表格与图表：可在表格位置显示图表，或切换回表格。</translation>
    </message>
    <message>
        <source>Show table</source>
        <translation>显示表格</translation>
    </message>
    <message>
        <source>%1 delivery + %2</source>
        <comment>the time from the order: delivery, then the training run</comment>
        <translation>交付 %1 + 训练 %2</translation>
    </message>
    <message>
        <source>Time from the order</source>
        <translation>自下单起的用时</translation>
    </message>
</context>
<context>
    <name>cp::ui::SensitivityChart</name>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>What the bars show: how far each input, at the ends of its planning range, moves the total cost or the training time.</source>
        <translation>柱条表示：各项输入取规划区间的两端时，总费用或训练时长的变化幅度。</translation>
    </message>
    <message>
        <source>&amp;Sensitivity of:</source>
        <translation>敏感性指标(&amp;S)：</translation>
    </message>
    <message>
        <source>The plan cannot be evaluated, so there is no sensitivity to show.
%1</source>
        <translation>方案无法评估，暂无敏感性分析结果。
%1</translation>
    </message>
    <message>
        <source>One of the plan&apos;s variants cannot be evaluated.
%1: %2</source>
        <translation>方案的某个变体无法评估。
%1：%2</translation>
    </message>
    <message>
        <source>This plan has no cost estimate (no price list has a price for its GPU). Choose training time to see what moves it.</source>
        <translation>该方案没有费用估算（所有价目表中都没有其 GPU 的价格）。可改选“训练时长”，查看影响训练时长的因素。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an input and its planning range</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (no effect)</source>
        <translation>%1（无影响）</translation>
    </message>
    <message>
        <source>%1 (little effect)</source>
        <translation>%1（影响很小）</translation>
    </message>
    <message>
        <source>Change in the total cost from its base of %1 (%2)</source>
        <translation>总费用相对基准 %1 的变化（%2）</translation>
    </message>
    <message>
        <source>Change in the training time from its base of %1 (%2)</source>
        <translation>训练时长相对基准 %1 的变化（%2）</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation>矩阵乘效率</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>数据集规模</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络带宽</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <translation>试错与重新运行</translation>
    </message>
    <message>
        <source>%1 at %2: %3 (%4)</source>
        <translation>%1为 %2 时：%3（%4）</translation>
    </message>
    <message>
        <source>%1 as planned (%2): %3</source>
        <translation>%1取规划值（%2）时：%3</translation>
    </message>
    <message>
        <source>%1 (one node)</source>
        <comment>an input without effect: why</comment>
        <translation>%1（单节点）</translation>
    </message>
    <message>
        <source>%1 (%2-bound)</source>
        <comment>an input without effect: the link that bounds</comment>
        <translation>%1（受 %2 限制）</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>区间下限</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>区间上限</translation>
    </message>
    <message>
        <source>%1 (calibrated by the trial run)</source>
        <comment>an input without effect: why</comment>
        <translation>%1（已按试运行校准）</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性分析</translation>
    </message>
</context>
<context>
    <name>cp::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Every command of the menus that has a key.</source>
        <translation>菜单中所有设有快捷键的命令。</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two keys of one command</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>In the palette, Enter places the entry on the canvas. On the canvas, Shift+drag from one element to another cables them (or select both and press Ctrl+K), middle-drag pans and Ctrl+wheel zooms.</source>
        <translation>在模板库中按 Enter 键，可将所选模板放到画布上。在画布上，按住 Shift 从一台设备拖到另一台即可连线（也可选中两者后按 Ctrl+K）；按住鼠标中键拖动可平移画布，按住 Ctrl 滚动滚轮可缩放。</translation>
    </message>
</context>
<context>
    <name>cp::ui::StatusLine</name>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation>方案无法评估：%1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>训练时长：%1</translation>
    </message>
    <message>
        <source>Training: %1 (%2)</source>
        <translation>训练时长：%1（%2）</translation>
    </message>
    <message>
        <source>p10-p90 of the planner&apos;s error on published training runs</source>
        <translation>依据估算模型在公开训练实测上误差的 p10～p90</translation>
    </message>
    <message numerus="yes">
        <source>
Calibrated from a trial run on %n GPU(s).</source>
        <translation>
            <numerusform>
已按 %n 卡试运行校准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely %1 (%2)</source>
        <translation>可能 %1（%2）</translation>
    </message>
    <message>
        <source>Cost: %1 (%2)</source>
        <translation>费用：%1（%2）</translation>
    </message>
    <message>
        <source>, within budget</source>
        <translation>，在预算内</translation>
    </message>
    <message>
        <source>, over budget</source>
        <translation>，超出预算</translation>
    </message>
    <message>
        <source>, within the deadline</source>
        <translation>，在工期内</translation>
    </message>
    <message>
        <source>, past the deadline</source>
        <translation>，超出工期</translation>
    </message>
    <message>
        <source>the likely time at the low and the high prices</source>
        <translation>按较短工期配低价、较长工期配高价计算</translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation>费用：%1</translation>
    </message>
    <message>
        <source>, within budget at the estimate</source>
        <translation>，按估算在预算内</translation>
    </message>
    <message>
        <source>, past the deadline after %1 of delivery</source>
        <translation>，加上 %1 交付周期，超出工期</translation>
    </message>
</context>
<context>
    <name>cp::ui::TopologyScene</name>
    <message>
        <source>%1
%2
GPU memory used: %3 of %4 GiB</source>
        <translation>%1
%2
显存占用：%3 / %4 GiB</translation>
    </message>
    <message>
        <source>%1 CPU cores</source>
        <translation>%1 个 CPU 核</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>management</source>
        <translation>管理</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n element(s)</source>
        <translation>
            <numerusform>粘贴 %n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrange as leaf/spine</source>
        <translation>按 Leaf/Spine 架构排列</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n element(s)</source>
        <translation>
            <numerusform>删除 %n 个设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 - %2: %n port(s)</source>
        <translation>
            <numerusform>%1 - %2：%n 个端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)</source>
        <translation>
            <numerusform>删除 %n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>switch role · fabric</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n element(s)</source>
        <translation>
            <numerusform>移动 %n 个设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n element(s)</source>
        <translation>
            <numerusform>创建 %n 个设备的副本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 ports cabled: %3 too many</source>
        <translation>已接线 %1 个端口，共 %2 个，超出 %3 个</translation>
    </message>
    <message>
        <source>%1 of %2 ports cabled, %3 free</source>
        <translation>已接线 %1 个端口，共 %2 个，空闲 %3 个</translation>
    </message>
    <message>
        <source>Design network</source>
        <translation>设计网络</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>可扩展单元 %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>%1 · double-click to fold</source>
        <comment>group name</comment>
        <translation>%1 · 双击收起</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 to %3
Double-click to show its servers.</source>
        <translation>%1：%2 至 %3
双击展开服务器。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Select two elements, or nodes and the one switch to cable them to, then connect them.</source>
        <translation>请选择两台设备，或选择若干节点及要连接的那台交换机，再执行连接。</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message numerus="yes">
        <source>Connect %n element(s) to %1</source>
        <translation>
            <numerusform>将 %n 台设备连接到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No free port on %1: all %2 of its ports are cabled.</source>
        <translation>%1 已无空闲端口：%2 个端口均已接线。</translation>
    </message>
    <message>
        <source>Nothing to connect: %1.</source>
        <translation>没有可连接的内容：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) added.</source>
        <translation>
            <numerusform>已添加 %n 条线缆。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::ui::TopologyView</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Add switch</source>
        <translation>添加交换机</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <source>No free port on %1: all %2 of its ports are cabled.</source>
        <translation>%1 已无空闲端口：%2 个端口均已接线。</translation>
    </message>
    <message>
        <source>Drag templates here from the palette. Shift+drag from one element to another to connect them (again for another port); click a link to set its ports and NIC fabric; Delete removes the selection; Ctrl+wheel zooms; the middle button pans; Ctrl+L arranges as leaf/spine; Ctrl+Shift+L designs the network.</source>
        <translation>从模板库把模板拖到这里。按住 Shift 从一个设备拖到另一个设备即可连线（再拖一次增加一个端口）；单击链路可设置端口数和网卡类型；Delete 删除所选；Ctrl+滚轮缩放；鼠标中键平移；Ctrl+L 按 Leaf/Spine 排列；Ctrl+Shift+L 设计网络。</translation>
    </message>
    <message>
        <source>Draw this cluster</source>
        <translation>绘制此集群</translation>
    </message>
    <message>
        <source>Draws these nodes and the networks the planner designs for them, as View &gt; Design network (Ctrl+Shift+L) does. One undo step.</source>
        <translation>绘制这些节点及本软件为其设计的网络，与“视图 &gt; 设计网络”（Ctrl+Shift+L）相同，可一步撤销。</translation>
    </message>
    <message>
        <source>Nothing is drawn yet.</source>
        <translation>画布上尚未绘制任何设备。</translation>
    </message>
    <message numerus="yes">
        <source>The figures are for the cluster the Hardware fields describe: %1 on %n node(s). Drag a node here from the palette, or draw that cluster with its networks.</source>
        <translation>
            <numerusform>当前数据按“硬件”栏所描述的集群计算：%1，共 %n 个节点。可从模板库将节点拖到此处，或直接绘制该集群及其网络。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GPU count and name</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Drag a node here from the palette, or correct the plan and draw the cluster its Hardware fields describe.</source>
        <translation>可从模板库将节点拖到此处；或先修正方案，再绘制“硬件”栏所描述的集群。</translation>
    </message>
</context>
<context>
    <name>cp::ui::TrialDialog</name>
    <message>
        <source>Calibrate from a trial run</source>
        <translation>按试运行校准</translation>
    </message>
    <message>
        <source>Run this scenario&apos;s model, precision, micro-batch and tensor, pipeline and context parallelism on a few GPUs of its accelerator and training stack, data parallel over the rest, and enter what it measured. The planner fits its compute speed to the measurement and predicts the full cluster from it.</source>
        <translation>用本方案的模型、精度、微批大小以及张量、流水线和上下文并行设置，在同型号加速卡和同一训练框架上用少量 GPU 试运行（其余维度做数据并行），再填入实测结果。本软件据此校准计算速度，并推算整个集群的表现。</translation>
    </message>
    <message>
        <source>GPUs the trial ran on: a multiple of the scenario&apos;s tp x pp x cp (%1).</source>
        <translation>试运行所用 GPU 数，须为本方案 tp × pp × cp（%1）的整数倍。</translation>
    </message>
    <message>
        <source>GPUs in the trial:</source>
        <translation>试运行 GPU 数：</translation>
    </message>
    <message>
        <source>Measured training throughput per GPU, in tokens per second, over a stretch of steady steps (after warm-up).</source>
        <translation>预热之后一段稳定迭代内实测的每卡训练吞吐（token/秒）。</translation>
    </message>
    <message>
        <source>Measured tokens/s per GPU:</source>
        <translation>实测每卡 token/秒：</translation>
    </message>
    <message>
        <source>Measured peak memory per GPU (GiB):</source>
        <translation>实测单卡显存峰值（GiB）：</translation>
    </message>
    <message>
        <source>The largest memory reserved on any GPU during the trial.</source>
        <translation>试运行期间各卡显存占用（reserved）的最大值。</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>移除校准</translation>
    </message>
    <message>
        <source>Cannot calibrate: %1</source>
        <translation>无法校准：%1</translation>
    </message>
    <message>
        <source>Cannot calibrate: the plan cannot be evaluated.</source>
        <translation>无法校准：该方案无法计算。</translation>
    </message>
    <message>
        <source>Calibrated, this scenario trains in %1.</source>
        <translation>校准后，本方案训练时长为 %1。</translation>
    </message>
    <message>
        <source>Remove the trial calibration</source>
        <translation>移除试运行校准</translation>
    </message>
    <message>
        <source>The trial computes as modelled (%1 modelled, %2 measured tokens/s per GPU).</source>
        <translation>试运行的计算速度与模型估算一致（每卡 token/秒：估算 %1，实测 %2）。</translation>
    </message>
    <message>
        <source>The trial&apos;s throughput is %1 % below the model&apos;s (%2 modelled, %3 measured tokens/s per GPU): its compute time is scaled by %4.</source>
        <translation>试运行吞吐比模型估算低 %1%（每卡 token/秒：估算 %2，实测 %3），计算时间按 %4 倍调整。</translation>
    </message>
    <message>
        <source>The trial&apos;s throughput is %1 % above the model&apos;s (%2 modelled, %3 measured tokens/s per GPU): its compute time is scaled by %4.</source>
        <translation>试运行吞吐比模型估算高 %1%（每卡 token/秒：估算 %2，实测 %3），计算时间按 %4 倍调整。</translation>
    </message>
    <message>
        <source>&amp;Paste the output of trial.sh</source>
        <translation>粘贴 trial.sh 的输出(&amp;P)</translation>
    </message>
    <message>
        <source>Fills the fields from the --trial-* line that the launch kit&apos;s trial.sh prints last (File &gt; Export launch kit).</source>
        <translation>用部署包中 trial.sh 最后输出的 --trial-* 参数行填写各字段（文件 &gt; 导出部署包）。</translation>
    </message>
    <message>
        <source>Cannot paste: %1: %2</source>
        <translation>无法粘贴：%1：%2</translation>
    </message>
</context>
<context>
    <name>cp::ui::ViewActions</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Arrange as leaf/spine</source>
        <translation>按 Leaf/Spine 架构排列(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>演示模式(&amp;R)</translation>
    </message>
    <message>
        <source>For a projector: larger text everywhere, the canvas zoomed, the palette and properties hidden. F5 again returns.</source>
        <translation>投影演示用：全部文字放大、画布放大，隐藏模板库和属性面板；再按 F5 恢复。</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Restore the default layout</source>
        <translation>恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Design network</source>
        <translation>设计网络(&amp;D)</translation>
    </message>
    <message>
        <source>Design network</source>
        <translation>设计网络</translation>
    </message>
    <message>
        <source>The network cannot be designed until the plan is valid.
%1</source>
        <translation>方案有误，暂时无法设计网络。
%1</translation>
    </message>
    <message>
        <source>Draws the networks the planner designs for these nodes: leaf, spine and core switches of the compute fabric, a storage network and a management network, cabled as designed. One undo step.</source>
        <translation>按当前节点绘制本软件设计的网络：计算网络的 Leaf、Spine 和 Core 交换机，以及独立的存储网络和管理网络，并按设计接好线缆。可一步撤销。</translation>
    </message>
    <message>
        <source>Every element is in its leaf/spine place already: nothing moved.</source>
        <translation>所有元素已按 Leaf/Spine 布局就位，无需移动。</translation>
    </message>
</context>
<context>
    <name>cp::ui::WorkloadPanel</name>
    <message>
        <source>Workload</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>What is trained: pretraining, full-parameter fine-tuning, LoRA/QLoRA adapters, or an image, time-series, multimodal or diffusion model.</source>
        <translation>训练内容：预训练、全参数微调、LoRA/QLoRA 适配器，或图像、时序、多模态、扩散模型。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Model preset: its layers, hidden size, heads and vocabulary come from the published configuration.</source>
        <translation>模型预设：层数、隐藏维度、注意力头数和词表大小均取自官方公开配置。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per training sample (context length).</source>
        <translation>每个训练样本的 token 数（上下文长度）。</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation>遍历数据集的次数。</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Total GPU count (from the canvas when the plan has a topology).</source>
        <translation>GPU 总数（方案含拓扑时取自画布）。</translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Fabric between GPU nodes: at least 25 Gb/s, 100 Gb/s or more for multi-node training.</source>
        <translation>GPU 节点之间的网络：至少 25 Gb/s，多节点训练需 100 Gb/s 或以上。</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Where the training data is read from.</source>
        <translation>训练数据的读取来源。</translation>
    </message>
    <message>
        <source>Parallelism and precision</source>
        <translation>并行与精度</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>BF16/FP16 mixed precision is the norm; FP8 needs Hopper or newer; FP32 doubles activation memory.</source>
        <translation>BF16/FP16 混合精度是主流；FP8 需要 Hopper 或更新架构；FP32 会使激活显存翻倍。</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>GPUs that split each layer; keep within an NVLink node.</source>
        <translation>切分每一层的 GPU 数；应限制在一个 NVLink 节点内。</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Stages the layers are split into.</source>
        <translation>模型层被切分成的阶段数。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Sharding of optimizer states (1), gradients (2) and weights (3, FSDP).</source>
        <translation>切分优化器状态（1）、梯度（2）和权重（3，即 FSDP）。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass.</source>
        <translation>每张 GPU 每次前向传播处理的样本数。</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Activation recomputation trades compute for memory.</source>
        <translation>激活重计算：用计算换显存。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Budget and pricing</source>
        <translation>预算与计费</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Cloud pay-as-you-go, reserved terms, spot (needs checkpoints), or purchase over the amortization period.</source>
        <translation>云上按需实例（按量付费）、预留实例（包年包月）、抢占式实例（需启用检查点），或自购并在摊销期内分摊。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Currency of every amount.</source>
        <translation>所有金额使用的币种。</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币 CNY（¥）</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元 USD（$）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>工期</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>Allowed: %1 to %2.</source>
        <translation>允许范围：%1 到 %2。</translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation>修改数据集规模</translation>
    </message>
    <message>
        <source>Dataset size as you would say it: 1T or 500B tokens, 50亿, 1.28M samples, 2 TB. Epochs multiply it.</source>
        <translation>数据集规模，按习惯写法输入即可：如 1 万亿或 5,000 亿 token、50亿、128 万个样本、2 TB；总量再乘以轮数。</translation>
    </message>
    <message>
        <source>The dataset size &quot;%1&quot; is not a size this planner reads: type a number with an optional scale or byte unit, such as 1T, 500B, 50亿, 2 TB or 3e11.</source>
        <translation>无法识别数据集规模“%1”：请输入数字，可带数量单位或字节单位，例如 1.5万亿、50亿、1T、500B、2 TB 或 3e11。</translation>
    </message>
    <message>
        <source>Accelerator model; datasheet figures are in the catalog. Listed for the project&apos;s market: %1.</source>
        <translation>加速卡型号；数据手册参数见目录。按本项目市场（%1）列出。</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Downlinks per uplink of the compute fabric&apos;s leaf switches (R:1). 1 is non-blocking; 2 or 3 saves spine switches, and data-parallel traffic that crosses the spine runs slower.</source>
        <translation>计算网络 Leaf 交换机下行与上行端口之比（R:1）。1 为无阻塞；2 或 3 可少用 Spine 交换机，但跨 Spine 的数据并行流量会变慢。</translation>
    </message>
    <message>
        <source>:1</source>
        <translation>:1</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>单机柜功率</translation>
    </message>
    <message>
        <source>Power one rack may draw: it sets how many nodes share a rack. At the lowest value, the price list&apos;s.</source>
        <translation>每个机柜可用的供电功率，决定一个机柜能放几台节点。取最小值时按价目表的设定。</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>容量因子</translation>
    </message>
    <message>
        <source>Tokens the busiest expert gets against the mean: the experts&apos; compute and the all-to-all wait for it. 1.25 (Switch Transformer) unless given.</source>
        <translation>最繁忙专家收到的 token 数与平均值之比，专家计算和 all-to-all 都要等它完成。不设置时取 1.25（Switch Transformer 的取值）。</translation>
    </message>
    <message>
        <source>GPUs the routed experts of a mixture-of-experts model are split over (EP), among the GPUs of one pipeline stage; its all-to-all crosses the network when it spans nodes.</source>
        <translation>混合专家模型的路由专家在一个流水线阶段内切分到多少张卡上（EP）；跨节点时，其 all-to-all 通信会经过节点间网络。</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>分片组</translation>
    </message>
    <message>
        <source>GPUs one ZeRO / FSDP shard spans (hybrid sharding, HSDP): the shards are replicated across the rest, so the gathers stay inside the group, often one node. Must divide the data-parallel GPUs.</source>
        <translation>一个 ZeRO / FSDP 分片所跨的 GPU 数（混合分片，HSDP）：分片在组间复制，参数聚合只在组内进行，通常为一个节点。须整除数据并行的 GPU 数。</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Total budget; 0 for none. Type it as you would say it: 20M, 2000万, 1.5亿, $5M.</source>
        <translation>总预算；0 表示不限。可按习惯输入，如 2000万、1.5亿、20M、$5M。</translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <comment>the value the planner chose</comment>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <source>Negotiated discounts off the price list, per cost category: internal, stated only in the proposal&apos;s internal version.</source>
        <translation>按费用类别商定的价目表优惠：属内部信息，仅在方案建议书内部版中列明。</translation>
    </message>
    <message>
        <source>Discounts</source>
        <translation>商定优惠</translation>
    </message>
    <message>
        <source>Days from the order until training must be done, the lead time included; 0 for none.</source>
        <translation>从下单到训练必须完成的天数，含交付周期；0 表示不限。</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>交付周期</translation>
    </message>
    <message>
        <source>Days from the order until the cluster is ready to train: the cloud&apos;s provisioning, or delivery and installation of a purchase. Training starts after it; nothing is billed for it.</source>
        <translation>从下单到集群可开始训练的天数：云上为资源开通，自购为设备到货和安装。训练在此之后开始，这段时间不计费。</translation>
    </message>
    <message>
        <source>Minimum rental</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>The shortest rental the cloud offer bills; a shorter job pays for all of it. 0 for none.</source>
        <translation>云上报价的最短计费租期；训练任务更短也须按整个租期付费。0 表示不限。</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>The list in the currency</source>
        <translation>与币种相同的价目表</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a price list&apos;s name and date</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>价目表</translation>
    </message>
    <message>
        <source>The published prices the plan is costed with; amounts in another currency are converted at the exchange rate.</source>
        <translation>核算方案费用所用的公开价目表；其他币种的金额按汇率折算。</translation>
    </message>
    <message>
        <source>%1 kW, the price list&apos;s</source>
        <translation>%1 kW（价目表默认值）</translation>
    </message>
    <message>
        <source>the price list&apos;s</source>
        <translation>价目表默认值</translation>
    </message>
    <message>
        <source> CNY</source>
        <comment>the unit after a money field&apos;s amount</comment>
        <translation> 元</translation>
    </message>
    <message>
        <source> USD</source>
        <comment>the unit after a money field&apos;s amount</comment>
        <translation> 美元</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>Dataset unit</source>
        <translation>数据集单位</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plans GPU training clusters.</source>
        <translation>规划 GPU 训练集群。</translation>
    </message>
    <message>
        <source>Plan to open (.cpplan).</source>
        <translation>要打开的项目文件（.cpplan）。</translation>
    </message>
</context>
</TS>
